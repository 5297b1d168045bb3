import { registerTranslations } from '../../../shell/lib/i18n';
import { useSchoolFeatureScreen } from '../shared/screen';
import { schoolStudentsBe } from './texts.be';
import { schoolStudentsEn } from './texts.en';
import { schoolStudentsNl } from './texts.nl';

registerTranslations('school-students', { nl: schoolStudentsNl, en: schoolStudentsEn, be: schoolStudentsBe });

/** The students screens' `t` (namespace `school-students`), who is signed in, and where in the school they are. */
export const useStudentsScreen = () => useSchoolFeatureScreen('school-students');
