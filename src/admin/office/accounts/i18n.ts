import { registerTranslations } from '../../../shell/lib/i18n';
import { officeAccountsBe } from './texts.be';
import { officeAccountsEn } from './texts.en';
import { officeAccountsNl } from './texts.nl';

/** The `office-accounts` namespace, registered when the accounts screens' module loads. */
export function registerOfficeAccountTexts(): void {
  registerTranslations('office-accounts', {
    nl: officeAccountsNl,
    en: officeAccountsEn,
    be: officeAccountsBe,
  });
}
