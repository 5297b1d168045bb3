import { registerTranslations } from '../../../shell/lib/i18n';
import { schoolCommsBe } from './texts.be';
import { schoolCommsEn } from './texts.en';
import { schoolCommsNl } from './texts.nl';

/** The `school-comms` namespace (messages, webinars and invite-a-colleague screens of a school). */
export function registerSchoolCommsTexts(): void {
  registerTranslations('school-comms', { nl: schoolCommsNl, en: schoolCommsEn, be: schoolCommsBe });
}
