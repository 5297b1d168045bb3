import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  Input,
  Option,
  Radio,
  RadioGroup,
} from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  groupNameSchema,
  ROSTER_PATHS,
  YEAR_GROUPS,
  type GroupSummary,
} from '../../../domain/contracts/roster';
import { applyServerFieldErrors, translateRule } from '../../../shell/lib/forms';
import { ErrorState } from '../../shared/States';
import { sendJson } from '../../shared/queries';
import { yearGroupLabel } from '../shared/roster-api';
import { useGroupsScreen } from './api';

const formSchema = z.object({
  name: groupNameSchema,
  yearGroup: z.enum(YEAR_GROUPS).nullable(),
  kind: z.enum(['group', 'combination']),
});
type FormValues = z.infer<typeof formSchema>;

/** Creates a group, or changes a group's name and year group. */
export function GroupFormDialog({
  accountId,
  country,
  group,
  onClose,
}: {
  accountId: string;
  country: 'NL' | 'BE';
  /** The group to change; none: a new group. */
  group?: GroupSummary;
  onClose: () => void;
}) {
  const { t } = useGroupsScreen();
  const queryClient = useQueryClient();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: group?.name ?? '',
      yearGroup: (group?.yearGroup as FormValues['yearGroup']) ?? null,
      kind: group?.kind ?? 'group',
    },
  });
  const save = useMutation({
    mutationFn: (values: FormValues) =>
      group
        ? sendJson('patch', ROSTER_PATHS.group(group.id), { name: values.name, yearGroup: values.yearGroup })
        : sendJson('post', ROSTER_PATHS.groups(accountId), values),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['groups', accountId] });
      if (group) await queryClient.invalidateQueries({ queryKey: ['students', group.id] });
      onClose();
    },
    onError: (error) => applyServerFieldErrors(error, form.setError),
  });
  const fieldError = (message: string | undefined) =>
    message &&
    (translateRule(t, message) === message
      ? t(`groups.errors.${message}`, { defaultValue: message })
      : translateRule(t, message));
  const errors = form.formState.errors;

  return (
    <Dialog open onOpenChange={(_e, data) => !data.open && onClose()}>
      <DialogSurface>
        <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate>
          <DialogBody>
            <DialogTitle>{t(group ? 'groups.form.editTitle' : 'groups.form.createTitle')}</DialogTitle>
            <DialogContent style={{ display: 'grid', gap: '12px' }}>
              <Field
                label={t('groups.form.name')}
                required
                validationMessage={fieldError(errors.name?.message)}
              >
                <Input {...form.register('name')} placeholder={t('groups.form.namePlaceholder')} />
              </Field>
              <Controller
                control={form.control}
                name="yearGroup"
                render={({ field }) => (
                  <Field label={t('school:yearGroup.label')}>
                    <Dropdown
                      value={yearGroupLabel(t, field.value, country)}
                      selectedOptions={[field.value ?? '']}
                      onOptionSelect={(_e, data) => field.onChange(data.optionValue || null)}
                    >
                      <Option value="">{t('school:yearGroup.none')}</Option>
                      {YEAR_GROUPS.filter((y) => country === 'NL' || !['1', '2'].includes(y)).map((y) => (
                        <Option key={y} value={y}>
                          {yearGroupLabel(t, y, country)}
                        </Option>
                      ))}
                    </Dropdown>
                  </Field>
                )}
              />
              {!group && (
                <Controller
                  control={form.control}
                  name="kind"
                  render={({ field }) => (
                    <Field label={t('groups.form.kind')}>
                      <RadioGroup value={field.value} onChange={(_e, data) => field.onChange(data.value)}>
                        <Radio value="group" label={t('groups.form.kindGroup')} />
                        <Radio value="combination" label={t('groups.form.kindCombination')} />
                      </RadioGroup>
                    </Field>
                  )}
                />
              )}
              {save.isError && !form.formState.errors.name && <ErrorState error={save.error} />}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                {t('common:admin.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={save.isPending}>
                {t(group ? 'common:admin.save' : 'groups.form.create')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
