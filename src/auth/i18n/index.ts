import { registerTranslations } from '../../shell/lib/i18n';
import { authBe } from './auth.be';
import { authEn } from './auth.en';
import { authNl } from './auth.nl';

/** The auth namespace, registered when the sign-in screens' chunk loads. */
export function registerAuthTexts(): void {
  registerTranslations('auth', { nl: authNl, en: authEn, be: authBe });
}
