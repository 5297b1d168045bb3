import { Checkbox, Field, Radio, RadioGroup, makeStyles } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  inviteTeacherBodySchema,
  TEACHER_ROLES,
  type GroupSummary,
  type Teacher,
} from '../../../domain/contracts/roster';
import { FormDialog, fieldMessage } from '../../shared/FormDialog';
import { useSaveTeacher, useTeachersScreen, type TeacherValues } from './api';
import { FormInput } from '../../shared/FormInput';

const useStyles = makeStyles({
  fieldset: { border: 0, padding: 0, margin: 0 },
  legend: { fontWeight: 600, marginBottom: '4px' },
  text: { margin: 0 },
  groups: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
    maxHeight: '220px',
    overflowY: 'auto',
  },
});

const inviteSchema = inviteTeacherBodySchema.extend({ groupIds: z.array(z.string()) });
const editSchema = z.object({ role: z.enum(TEACHER_ROLES), groupIds: z.array(z.string()) });
const INVITE_FIELDS = ['name', 'email', 'role', 'groupIds'];
const EDIT_FIELDS = ['role', 'groupIds'];
const ERRORS = 'teachers.errors';

/**
 * Invites a teacher (name, e-mail, role, groups), or changes an existing one's role and groups. The
 * server's refusals land on their field (an address already in use, a group that is not the school's).
 */
export function TeacherFormDialog({
  accountId,
  groups,
  teacher,
  lockRole = false,
  onDone,
  onClose,
}: {
  accountId: string;
  groups: GroupSummary[];
  /** The teacher to change; none: invite a new one. */
  teacher?: Teacher;
  /** One's own role is not changed here (another schooladmin does that). */
  lockRole?: boolean;
  onDone: (saved: Teacher) => void;
  onClose: () => void;
}) {
  const { t } = useTeachersScreen();
  const styles = useStyles();
  const form = useForm<TeacherValues>({
    resolver: zodResolver((teacher ? editSchema : inviteSchema) as typeof inviteSchema),
    defaultValues: {
      name: teacher?.name ?? '',
      email: teacher?.email ?? '',
      role: teacher?.role ?? 'docent',
      groupIds: teacher?.groups.map((g) => g.id) ?? [],
    },
  });
  const save = useSaveTeacher(accountId, teacher);
  const errors = form.formState.errors;

  return (
    <FormDialog
      title={teacher ? t('teachers.form.editTitle', { name: teacher.name }) : t('teachers.form.inviteTitle')}
      form={form}
      fields={teacher ? EDIT_FIELDS : INVITE_FIELDS}
      mutation={save}
      onSaved={onDone}
      submitLabel={teacher ? t('common:admin.save') : t('teachers.form.send')}
      errorKeys={ERRORS}
      t={t}
      onClose={onClose}
    >
      {!teacher && (
        <>
          <Field
            label={t('teachers.form.name')}
            required
            validationMessage={fieldMessage(t, ERRORS, errors.name?.message)}
          >
            <FormInput control={form.control} name="name" placeholder={t('teachers.form.namePlaceholder')} />
          </Field>
          <Field
            label={t('teachers.form.email')}
            required
            hint={t('teachers.form.emailHint')}
            validationMessage={fieldMessage(t, ERRORS, errors.email?.message)}
          >
            <FormInput control={form.control} name="email" type="email" autoComplete="off" />
          </Field>
        </>
      )}
      <Controller
        control={form.control}
        name="role"
        render={({ field }) => (
          <Field
            label={t('teachers.form.role')}
            validationMessage={fieldMessage(t, ERRORS, errors.role?.message)}
          >
            <RadioGroup
              value={field.value}
              disabled={lockRole}
              onChange={(_e, data) => field.onChange(data.value)}
            >
              <Radio value="docent" label={t('teachers.form.roleDocent')} />
              <Radio value="schooladmin" label={t('teachers.form.roleAdmin')} />
            </RadioGroup>
          </Field>
        )}
      />
      <Controller
        control={form.control}
        name="groupIds"
        render={({ field }) => (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('teachers.form.groups')}</legend>
            {groups.length === 0 ? (
              <p className={styles.text}>{t('teachers.form.noGroupsYet')}</p>
            ) : (
              <div className={styles.groups}>
                {groups.map((g) => (
                  <Checkbox
                    key={g.id}
                    label={g.name}
                    checked={field.value.includes(g.id)}
                    onChange={(_e, data) =>
                      field.onChange(
                        data.checked ? [...field.value, g.id] : field.value.filter((id) => id !== g.id),
                      )
                    }
                  />
                ))}
              </div>
            )}
            {errors.groupIds && (
              <p role="alert" className={styles.text}>
                {fieldMessage(t, ERRORS, errors.groupIds.message ?? 'format')}
              </p>
            )}
          </fieldset>
        )}
      />
    </FormDialog>
  );
}
