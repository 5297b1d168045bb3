import { registerTranslations } from '../../../shell/lib/i18n';
import { useSchoolFeatureScreen } from '../shared/screen';
import { schoolGroupsBe } from './texts.be';
import { schoolGroupsEn } from './texts.en';
import { schoolGroupsNl } from './texts.nl';

registerTranslations('school-groups', { nl: schoolGroupsNl, en: schoolGroupsEn, be: schoolGroupsBe });

/** The groups screens' `t` (namespace `school-groups`), who is signed in, and where in the school they are. */
export const useGroupsScreen = () => useSchoolFeatureScreen('school-groups');
