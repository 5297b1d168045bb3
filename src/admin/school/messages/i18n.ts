import { registerTranslations } from '../../../shell/lib/i18n';
import { schoolCommsBe } from './texts.be';
import { schoolCommsEn } from './texts.en';
import { schoolCommsNl } from './texts.nl';

/** The `school-comms` namespace (the messages and webinars screens of a school, and the menu's unread count). */
export function registerSchoolCommsTexts(): void {
  registerTranslations('school-comms', { nl: schoolCommsNl, en: schoolCommsEn, be: schoolCommsBe });
}
