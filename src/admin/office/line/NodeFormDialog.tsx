import { Checkbox, Field, Select, makeStyles } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import type { ContentLevel } from '../../../domain';
import type { LineNode } from '../../../domain/contracts/content-line';
import { FormDialog, fieldMessage } from '../../shared/FormDialog';
import { useLineScreen, useSaveNode, type NodeFormValues } from './api';
import { FormInput } from '../../shared/FormInput';

const ERRORS = 'errors';
const GROUPS = [3, 4, 5, 6, 7, 8];
const text = z.string().trim().min(1, 'required').max(200, 'maxLength:200');

const useStyles = makeStyles({ groups: { display: 'flex', flexWrap: 'wrap', gap: '4px 12px' } });

/** Adds a node under a parent, or edits a node's names (and a tussendoel's year groups). */
export function NodeFormDialog({
  level,
  node,
  parentId,
  parents,
  onSaved,
  onClose,
}: {
  level: ContentLevel;
  /** The node to edit; absent when adding. */
  node?: LineNode;
  /** The parent a new node goes under, when it is known. */
  parentId?: string | null;
  /** The parents to choose from when adding without a parent (id and its path). */
  parents?: { id: string; label: string }[];
  onSaved: (saved: LineNode) => void;
  onClose: () => void;
}) {
  const { t } = useLineScreen();
  const styles = useStyles();
  const schema = z
    .object({
      parentId: z.string(),
      name: z.object({ nl: text, en: text }),
      schoolGroups: z.array(z.number()),
    })
    .superRefine((values, ctx) => {
      if (level === 'goal' && values.schoolGroups.length === 0)
        ctx.addIssue({ code: 'custom', path: ['schoolGroups'], message: 'atLeastOne' });
      if (level !== 'domain' && !node && !values.parentId)
        ctx.addIssue({ code: 'custom', path: ['parentId'], message: 'required' });
    });
  const form = useForm<NodeFormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      parentId: parentId ?? '',
      name: { nl: node?.name.nl ?? '', en: node?.name.en ?? '' },
      schoolGroups: node?.schoolGroups ?? [],
    },
  });
  const save = useSaveNode(level, node?.id ?? null);
  const errors = form.formState.errors;
  const levelName = t(`level.${level}`);
  const choosesParent = !node && parentId === undefined && level !== 'domain';
  const fields = [
    'name.nl',
    'name.en',
    ...(level === 'goal' ? ['schoolGroups'] : []),
    ...(choosesParent ? ['parentId'] : []),
  ];
  return (
    <FormDialog
      title={
        node ? t('nodeForm.editTitle', { name: node.name.nl }) : t('nodeForm.addTitle', { level: levelName })
      }
      text={t('nodeForm.text')}
      form={form}
      fields={fields}
      mutation={save}
      onSaved={onSaved}
      submitLabel={t('nodeForm.save')}
      errorKeys={ERRORS}
      t={t}
      onClose={onClose}
    >
      {choosesParent && (
        <Field
          label={t('nodeForm.parent')}
          required
          validationMessage={fieldMessage(t, ERRORS, errors.parentId?.message)}
        >
          <Select {...form.register('parentId')}>
            <option value="">{t('taskForm.choose')}</option>
            {parents?.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <Field
        label={t('nodeForm.nameNl')}
        required
        validationMessage={fieldMessage(t, ERRORS, errors.name?.nl?.message)}
      >
        <FormInput control={form.control} name="name.nl" autoComplete="off" />
      </Field>
      <Field
        label={t('nodeForm.nameEn')}
        required
        validationMessage={fieldMessage(t, ERRORS, errors.name?.en?.message)}
      >
        <FormInput control={form.control} name="name.en" autoComplete="off" />
      </Field>
      {level === 'goal' && (
        <Controller
          control={form.control}
          name="schoolGroups"
          render={({ field }) => (
            <Field
              label={t('nodeForm.groups')}
              hint={t('nodeForm.groupsHint')}
              required
              validationMessage={fieldMessage(t, ERRORS, errors.schoolGroups?.message)}
            >
              <div role="group" aria-label={t('nodeForm.groups')} className={styles.groups}>
                {GROUPS.map((group) => (
                  <Checkbox
                    key={group}
                    label={t('group', { group })}
                    checked={field.value.includes(group)}
                    onChange={(_e, data) =>
                      field.onChange(
                        data.checked
                          ? [...field.value, group].sort((a, b) => a - b)
                          : field.value.filter((g) => g !== group),
                      )
                    }
                  />
                ))}
              </div>
            </Field>
          )}
        />
      )}
    </FormDialog>
  );
}
