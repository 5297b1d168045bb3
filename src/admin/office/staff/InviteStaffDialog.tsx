import { Field } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  inviteOfficeUserBodySchema,
  type InviteOfficeUserBody,
  type OfficeUser,
} from '../../../domain/contracts/office-support';
import { FormDialog, fieldMessage } from '../../shared/FormDialog';
import { useInviteStaff, useStaffScreen } from './api';
import { FormInput } from '../../shared/FormInput';

const FIELDS = ['name', 'email'];
const ERRORS = 'staff.errors';

/** Invites an office user by e-mail; the server's refusal (address in use) lands on its field. */
export function InviteStaffDialog({
  onDone,
  onClose,
}: {
  onDone: (saved: OfficeUser) => void;
  onClose: () => void;
}) {
  const { t } = useStaffScreen();
  const form = useForm<InviteOfficeUserBody>({
    resolver: zodResolver(inviteOfficeUserBodySchema),
    defaultValues: { name: '', email: '' },
  });
  const invite = useInviteStaff();
  const errors = form.formState.errors;
  return (
    <FormDialog
      title={t('staff.form.title')}
      text={t('staff.form.text')}
      form={form}
      fields={FIELDS}
      mutation={invite}
      onSaved={onDone}
      submitLabel={t('staff.form.send')}
      errorKeys={ERRORS}
      t={t}
      onClose={onClose}
    >
      <Field
        label={t('staff.form.name')}
        required
        validationMessage={fieldMessage(t, ERRORS, errors.name?.message)}
      >
        <FormInput control={form.control} name="name" autoComplete="off" />
      </Field>
      <Field
        label={t('staff.form.email')}
        required
        validationMessage={fieldMessage(t, ERRORS, errors.email?.message)}
      >
        <FormInput control={form.control} name="email" type="email" autoComplete="off" />
      </Field>
    </FormDialog>
  );
}
