import { registerTranslations } from '../../../shell/lib/i18n';
import { schoolBe } from './texts.be';
import { schoolEn } from './texts.en';
import { schoolNl } from './texts.nl';

/**
 * The `school` namespace: what the area's features share (year groups, the frame's first item, the
 * login-card downloads, the school's code). Each feature registers its own namespace in its api.ts.
 */
export function registerSchoolTexts(): void {
  registerTranslations('school', { nl: schoolNl, en: schoolEn, be: schoolBe });
}
