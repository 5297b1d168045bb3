import { registerTranslations } from '../../../shell/lib/i18n';
import { officeCommsBe } from './texts.be';
import { officeCommsEn } from './texts.en';
import { officeCommsNl } from './texts.nl';

/** The `office-comms` namespace (webinars and messages screens of the office). */
export function registerOfficeCommsTexts(): void {
  registerTranslations('office-comms', { nl: officeCommsNl, en: officeCommsEn, be: officeCommsBe });
}
