import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Radio,
  RadioGroup,
  makeStyles,
} from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  inviteTeacherBodySchema,
  ROSTER_PATHS,
  TEACHER_ROLES,
  type GroupSummary,
  type Teacher,
} from '../../../domain/contracts/roster';
import { applyServerFieldErrors, translateRule } from '../../../shell/lib/forms';
import { fieldErrorsOfResponse } from '../../../shell/lib/http';
import { ErrorState } from '../../shared/States';
import { sendJson } from '../../shared/queries';
import { teacherKeys, useTeachersScreen } from './api';

const useStyles = makeStyles({
  content: { display: 'grid', gap: '12px' },
  groups: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
    maxHeight: '220px',
    overflowY: 'auto',
  },
});

const inviteSchema = inviteTeacherBodySchema.extend({ groupIds: z.array(z.string()) });
const editSchema = z.object({ role: z.enum(TEACHER_ROLES), groupIds: z.array(z.string()) });
type FormValues = z.infer<typeof inviteSchema>;

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
  const queryClient = useQueryClient();
  const form = useForm<FormValues>({
    resolver: zodResolver((teacher ? editSchema : inviteSchema) as typeof inviteSchema),
    defaultValues: {
      name: teacher?.name ?? '',
      email: teacher?.email ?? '',
      role: teacher?.role ?? 'docent',
      groupIds: teacher?.groups.map((g) => g.id) ?? [],
    },
  });
  const save = useMutation({
    mutationFn: (values: FormValues) =>
      teacher
        ? sendJson<Teacher>('patch', ROSTER_PATHS.teacher(accountId, teacher.id), {
            role: values.role,
            groupIds: values.groupIds,
          })
        : sendJson<Teacher>('post', ROSTER_PATHS.teachers(accountId), values),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: teacherKeys.list(accountId) });
      await queryClient.invalidateQueries({ queryKey: ['groups', accountId] });
      onDone(saved);
    },
    onError: (error) => applyServerFieldErrors(error, form.setError),
  });
  const fieldError = (message: string | undefined) =>
    message &&
    (translateRule(t, message) === message
      ? t(`teachers.errors.${message}`, { defaultValue: message })
      : translateRule(t, message));
  const errors = form.formState.errors;
  const title = teacher
    ? t('teachers.form.editTitle', { name: teacher.name })
    : t('teachers.form.inviteTitle');
  // A refusal on a field is shown there (also after the field changed), not again in a bar.
  const onField = save.isError && fieldErrorsOfResponse(save.error) !== undefined;

  return (
    <Dialog open onOpenChange={(_e, data) => !data.open && onClose()}>
      <DialogSurface>
        <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>
              {!teacher && (
                <>
                  <Field
                    label={t('teachers.form.name')}
                    required
                    validationMessage={fieldError(errors.name?.message)}
                  >
                    <Input {...form.register('name')} placeholder={t('teachers.form.namePlaceholder')} />
                  </Field>
                  <Field
                    label={t('teachers.form.email')}
                    required
                    hint={t('teachers.form.emailHint')}
                    validationMessage={fieldError(errors.email?.message)}
                  >
                    <Input {...form.register('email')} type="email" autoComplete="off" />
                  </Field>
                </>
              )}
              <Controller
                control={form.control}
                name="role"
                render={({ field }) => (
                  <Field label={t('teachers.form.role')} validationMessage={fieldError(errors.role?.message)}>
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
                  <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
                    <legend style={{ fontWeight: 600, marginBottom: 4 }}>{t('teachers.form.groups')}</legend>
                    {groups.length === 0 ? (
                      <p style={{ margin: 0 }}>{t('teachers.form.noGroupsYet')}</p>
                    ) : (
                      <div className={styles.groups}>
                        {groups.map((g) => (
                          <Checkbox
                            key={g.id}
                            label={g.name}
                            checked={field.value.includes(g.id)}
                            onChange={(_e, data) =>
                              field.onChange(
                                data.checked
                                  ? [...field.value, g.id]
                                  : field.value.filter((id) => id !== g.id),
                              )
                            }
                          />
                        ))}
                      </div>
                    )}
                    {errors.groupIds && (
                      <p role="alert" style={{ margin: 0 }}>
                        {fieldError(errors.groupIds.message ?? 'format')}
                      </p>
                    )}
                  </fieldset>
                )}
              />
              {save.isError && !onField && <ErrorState error={save.error} />}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                {t('common:admin.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={save.isPending}>
                {teacher ? t('common:admin.save') : t('teachers.form.send')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
