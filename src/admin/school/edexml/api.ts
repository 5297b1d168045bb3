import { registerTranslations } from '../../../shell/lib/i18n';
import { useSchoolFeatureScreen } from '../shared/screen';
import { schoolEdexmlBe } from './texts.be';
import { schoolEdexmlEn } from './texts.en';
import { schoolEdexmlNl } from './texts.nl';

registerTranslations('school-edexml', { nl: schoolEdexmlNl, en: schoolEdexmlEn, be: schoolEdexmlBe });

/** The edexml screens' `t` (namespace `school-edexml`), who is signed in, and where in the school they are. */
export const useEdexmlScreen = () => useSchoolFeatureScreen('school-edexml');
