import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
} from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import {
  inviteOfficeUserBodySchema,
  OFFICE_SUPPORT_PATHS as P,
  type InviteOfficeUserBody,
  type OfficeUser,
} from '../../../domain/contracts/office-support';
import { applyServerFieldErrors, translateRule } from '../../../shell/lib/forms';
import { FormErrors } from '../../shared/FormErrors';
import { sendJson } from '../../shared/queries';
import { supportKeys, useSupportScreen } from '../support/api';

const useStyles = makeStyles({ content: { display: 'grid', gap: '12px' } });
const FIELDS = ['name', 'email'];

/** Invites an office user by e-mail; the server's refusal (address in use) lands on its field. */
export function InviteStaffDialog({
  onDone,
  onClose,
}: {
  onDone: (saved: OfficeUser) => void;
  onClose: () => void;
}) {
  const { t } = useSupportScreen();
  const styles = useStyles();
  const queryClient = useQueryClient();
  const form = useForm<InviteOfficeUserBody>({
    resolver: zodResolver(inviteOfficeUserBodySchema),
    defaultValues: { name: '', email: '' },
  });
  const save = useMutation({
    mutationFn: (values: InviteOfficeUserBody) => sendJson<OfficeUser>('post', P.staff, values),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: supportKeys.staff });
      onDone(saved);
    },
    onError: (error) => applyServerFieldErrors(error, form.setError, FIELDS),
  });
  const fieldError = (message: string | undefined) =>
    message &&
    (translateRule(t, message) === message
      ? t(`staff.errors.${message}`, { defaultValue: message })
      : translateRule(t, message));
  const errors = form.formState.errors;
  return (
    <Dialog open onOpenChange={(_e, data) => !data.open && onClose()}>
      <DialogSurface>
        <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate>
          <DialogBody>
            <DialogTitle>{t('staff.form.title')}</DialogTitle>
            <DialogContent className={styles.content}>
              <p style={{ margin: 0 }}>{t('staff.form.text')}</p>
              <Field
                label={t('staff.form.name')}
                required
                validationMessage={fieldError(errors.name?.message)}
              >
                <Input {...form.register('name')} autoComplete="off" />
              </Field>
              <Field
                label={t('staff.form.email')}
                required
                validationMessage={fieldError(errors.email?.message)}
              >
                <Input {...form.register('email')} type="email" autoComplete="off" />
              </Field>
              <FormErrors
                errors={errors}
                fields={FIELDS}
                mutation={save}
                translate={(m) => fieldError(m) || undefined}
              />
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                {t('common:admin.cancel')}
              </Button>
              <Button type="submit" appearance="primary" disabled={save.isPending}>
                {t('staff.form.send')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
