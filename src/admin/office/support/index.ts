import { registerTranslations } from '../../../shell/lib/i18n';
import { officeSupportBe } from './texts.be';
import { officeSupportEn } from './texts.en';
import { officeSupportNl } from './texts.nl';

/** The office-support namespace (dashboard, students, audit log). */
export function registerOfficeSupportTexts(): void {
  registerTranslations('office-support', { nl: officeSupportNl, en: officeSupportEn, be: officeSupportBe });
}
