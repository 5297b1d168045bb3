import { registerTranslations } from '../../../shell/lib/i18n';
import { useSchoolFeatureScreen } from '../shared/screen';
import { schoolTrashBe } from './texts.be';
import { schoolTrashEn } from './texts.en';
import { schoolTrashNl } from './texts.nl';

registerTranslations('school-trash', { nl: schoolTrashNl, en: schoolTrashEn, be: schoolTrashBe });

/** The trash screens' `t` (namespace `school-trash`), who is signed in, and where in the school they are. */
export const useTrashScreen = () => useSchoolFeatureScreen('school-trash');
