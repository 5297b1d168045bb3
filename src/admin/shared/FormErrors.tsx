import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorsShownOnFields, unshownFormErrors } from '../../shell/lib/forms';
import { ErrorState } from './States';

/**
 * What a form could not say on its fields, beside its buttons: its own checks that no field shows,
 * and a failed change whose field errors do not all sit on a field the form shows (then the server's
 * message, SPEC §8). With it, no refusal of a form goes unseen. `fields` are the paths the form has
 * inputs for (`licence.endsOn`); `translate` turns a rule code into words, as the fields do.
 */
export function FormErrors({
  errors,
  fields,
  mutation,
  translate,
}: {
  errors: FieldErrors;
  fields: readonly string[];
  mutation: { isError: boolean; error: unknown };
  translate: (message: string) => string | undefined;
}) {
  const { t } = useTranslation('common');
  const unshown = unshownFormErrors(errors, fields);
  const refused = mutation.isError && !errorsShownOnFields(mutation.error, fields);
  return (
    <>
      {unshown.length > 0 && !refused && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>
            {t('admin.formInvalid')} {[...new Set(unshown.map((m) => translate(m) ?? m))].join(' ')}
          </MessageBarBody>
        </MessageBar>
      )}
      {refused && <ErrorState error={mutation.error} />}
    </>
  );
}
