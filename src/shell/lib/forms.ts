import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { parseRuleMessage } from '../../domain/validation';
import { fieldErrorsOfResponse } from './http';

/** Turns a rule code from the shared rule set ("maxLength:100") into the user's language. */
export function translateRule(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const { code, arg } = parseRuleMessage(message);
  return code ? t(`common:validation.${code}`, { 0: arg }) : message;
}

/** Puts the server's field errors of a 400 onto the form; returns whether there were any. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
): boolean {
  const errors = fieldErrorsOfResponse(error);
  if (!errors) return false;
  for (const [field, message] of Object.entries(errors)) {
    setError(field as Path<T>, { type: 'server', message });
  }
  return Object.keys(errors).length > 0;
}
