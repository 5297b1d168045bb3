import { Dropdown, Field, Option, Radio, RadioGroup } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { groupNameSchema, YEAR_GROUPS, type GroupSummary } from '../../../domain/contracts/roster';
import { FormDialog, fieldMessage } from '../../shared/FormDialog';
import { yearGroupLabel } from '../shared/roster-api';
import { useGroupsScreen, useSaveGroup, type GroupValues } from './api';
import { FormInput } from '../../shared/FormInput';

const formSchema = z.object({
  name: groupNameSchema,
  yearGroup: z.enum(YEAR_GROUPS).nullable(),
  kind: z.enum(['group', 'combination']),
});
const FIELDS = ['name', 'yearGroup', 'kind'];
const ERRORS = 'groups.errors';

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
  const form = useForm<GroupValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: group?.name ?? '',
      yearGroup: (group?.yearGroup as GroupValues['yearGroup']) ?? null,
      kind: group?.kind ?? 'group',
    },
  });
  const save = useSaveGroup(accountId, group);
  const errors = form.formState.errors;

  return (
    <FormDialog
      title={t(group ? 'groups.form.editTitle' : 'groups.form.createTitle')}
      form={form}
      fields={FIELDS}
      mutation={save}
      onSaved={onClose}
      submitLabel={t(group ? 'common:admin.save' : 'groups.form.create')}
      errorKeys={ERRORS}
      t={t}
      onClose={onClose}
    >
      <Field
        label={t('groups.form.name')}
        required
        validationMessage={fieldMessage(t, ERRORS, errors.name?.message)}
      >
        <FormInput control={form.control} name="name" placeholder={t('groups.form.namePlaceholder')} />
      </Field>
      <Controller
        control={form.control}
        name="yearGroup"
        render={({ field }) => (
          <Field
            label={t('school:yearGroup.label')}
            validationMessage={fieldMessage(t, ERRORS, errors.yearGroup?.message)}
          >
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
    </FormDialog>
  );
}
