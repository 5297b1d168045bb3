import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
} from '@fluentui/react-components';
import type { UseMutationResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { applyServerFieldErrors, translateRule } from '../../shell/lib/forms';
import { FormErrors } from './FormErrors';

const useStyles = makeStyles({ content: { display: 'grid', gap: '12px' }, text: { margin: 0 } });

/**
 * Turns a field's error code into words: a shared rule ("maxLength:100") through `common:validation`,
 * else the feature's own code under `errorKeys` ("staff.errors" + ".emailTaken").
 */
export function fieldMessage(
  t: TFunction,
  errorKeys: string,
  message: string | undefined,
): string | undefined {
  if (!message) return undefined;
  const rule = translateRule(t, message);
  return rule !== message ? rule : t(`${errorKeys}.${message}`, { defaultValue: message });
}

/**
 * A staff form in a dialog: title, an intro line, the fields, what the form could not say on its
 * fields, Cancel and the submit button (busy while the change is sent). The mutation's field errors
 * from the server land on `fields`; the rest shows beside the buttons.
 */
export function FormDialog<V extends FieldValues, R>({
  title,
  text,
  form,
  fields,
  mutation,
  onSaved,
  submitLabel,
  errorKeys,
  t,
  onClose,
  submitDisabled = false,
  children,
}: {
  title: string;
  text?: ReactNode;
  form: UseFormReturn<V>;
  /** The field paths the form has inputs for. */
  fields: readonly string[];
  mutation: UseMutationResult<R, unknown, V>;
  /** After the server took the change (the mutation's own onSuccess has run). */
  onSaved?: (saved: R) => void;
  submitLabel: string;
  /** Where the feature's own error codes are translated (see `fieldMessage`). */
  errorKeys: string;
  /** The feature's translation function. */
  t: TFunction;
  onClose: () => void;
  /** When the form cannot be sent as it stands (the reason is shown in `children`). */
  submitDisabled?: boolean;
  children: ReactNode;
}) {
  const styles = useStyles();
  const submit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: onSaved,
      onError: (error) => applyServerFieldErrors(error, form.setError, fields),
    }),
  );
  return (
    <Dialog open onOpenChange={(_e, data) => !data.open && onClose()}>
      <DialogSurface>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>
              {text && <p className={styles.text}>{text}</p>}
              {children}
              <FormErrors
                errors={form.formState.errors}
                fields={fields}
                mutation={mutation}
                translate={(m) => fieldMessage(t, errorKeys, m)}
              />
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                {t('common:admin.cancel')}
              </Button>
              <Button type="submit" appearance="primary" disabled={mutation.isPending || submitDisabled}>
                {submitLabel}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
