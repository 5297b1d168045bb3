import { registerTranslations } from '../../../shell/lib/i18n';
import { schoolBe } from './school.be';
import { schoolEn } from './school.en';
import { schoolNl } from './school.nl';

/** The school namespace, registered when the school admin area's chunk loads. */
export function registerSchoolTexts(): void {
  registerTranslations('school', { nl: schoolNl, en: schoolEn, be: schoolBe });
}
