import type { TFunction } from 'i18next';
import { PASSWORD_COMMON_CODE } from '../../domain/contracts/auth';
import { translateRule } from '../../shell/lib/forms';

/** Client rule code for two different passwords (not one of SPEC §5's generic rules). */
export const PASSWORD_MISMATCH_CODE = 'passwordMismatch';

/** A field error of the shared rule set, or one of the sign-in screens' own codes, in the user's words. */
export function fieldErrorText(t: TFunction, message: string | undefined): string | undefined {
  if (message === PASSWORD_COMMON_CODE) return t('auth:reset.errors.common');
  if (message === PASSWORD_MISMATCH_CODE) return t('auth:reset.errors.mismatch');
  return translateRule(t, message);
}
