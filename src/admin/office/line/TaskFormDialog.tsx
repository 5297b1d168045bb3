import {
  Badge,
  Checkbox,
  Field,
  Radio,
  RadioGroup,
  Select,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { GAME_CATALOG, GAME_IDS, isBuiltGame } from '../../../domain';
import type { PracticeTaskDetail } from '../../../domain/contracts/content-line';
import { errorsShownOnFields } from '../../../shell/lib/forms';
import { FormDialog, fieldMessage } from '../../shared/FormDialog';
import { contentLanguage } from './develop';
import { ErrorState } from '../../shared/States';
import {
  useCollectionList,
  useGeneratorSettings,
  useLineScreen,
  useSaveTask,
  type TaskFormValues,
} from './api';
import { FormInput } from '../../shared/FormInput';

const ERRORS = 'errors';
const GROUPS = [3, 4, 5, 6, 7, 8];
const PRACTICE_GAMES = GAME_IDS.filter((id) => GAME_CATALOG[id].role === 'practice');
const text = z.string().trim().min(1, 'required').max(200, 'maxLength:200');
const FIELDS = [
  'partId',
  'name.nl',
  'name.en',
  'schoolGroup',
  'goal',
  'sourceType',
  'collectionId',
  'settingFrom',
  'gameIds',
];

const useStyles = makeStyles({
  games: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    gap: '0 8px',
    maxHeight: '260px',
    overflowY: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: '4px',
  },
  row: {
    display: 'grid',
    gridTemplateColumns: '1fr 1fr',
    gap: '12px',
    '@media (max-width: 599px)': { gridTemplateColumns: '1fr' },
  },
});

/** Adds a practice task under a subonderdeel, or edits one: names, year group, goal rule, sum source, games. */
export function TaskFormDialog({
  task,
  partId,
  parts,
  onSaved,
  onClose,
}: {
  task?: PracticeTaskDetail;
  partId?: string;
  /** The subonderdelen to choose from (id and path). */
  parts: { id: string; label: string }[];
  onSaved: (saved: PracticeTaskDetail) => void;
  onClose: () => void;
}) {
  const { t } = useLineScreen();
  const styles = useStyles();
  const language = contentLanguage(useTranslation().i18n.language);
  const settings = useGeneratorSettings(true);
  const collections = useCollectionList(true);
  const ownSetting = task?.settings.length === 1 ? task.settings[0] : undefined;
  const schema = z
    .object({
      partId: z.string().min(1, 'required'),
      name: z.object({ nl: text, en: text }),
      schoolGroup: z.number(),
      goal: z.enum(['automate', 'apply']),
      sourceType: z.enum(['generator', 'mix', 'collection']),
      collectionId: z.string(),
      settingFrom: z.string(),
      gameIds: z.array(z.string()).min(1, 'noGames'),
    })
    .superRefine((values, ctx) => {
      if (values.sourceType === 'collection' && !values.collectionId)
        ctx.addIssue({ code: 'custom', path: ['collectionId'], message: 'chooseCollection' });
      if (values.sourceType === 'generator' && !values.settingFrom && !ownSetting)
        ctx.addIssue({ code: 'custom', path: ['settingFrom'], message: 'chooseSetting' });
    });
  const form = useForm<TaskFormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      partId: task?.task.partId ?? partId ?? '',
      name: { nl: task?.task.name.nl ?? '', en: task?.task.name.en ?? '' },
      schoolGroup: task?.task.schoolGroup ?? 3,
      goal: task?.task.goal ?? 'automate',
      sourceType: task?.task.sourceType ?? 'generator',
      collectionId: task?.task.collectionId ?? '',
      settingFrom: '',
      gameIds: task?.task.gameIds ?? [],
    },
  });
  const settingOf = (id: string) => settings.data?.settings.find((s) => s.id === id)?.setting;
  const save = useSaveTask(task?.task.id ?? null, settingOf);
  const errors = form.formState.errors;
  const sourceType = form.watch('sourceType');
  const serverSaid = save.isError && errorsShownOnFields(save.error, FIELDS);
  return (
    <FormDialog
      title={task ? t('taskForm.editTitle', { name: task.task.name.nl }) : t('taskForm.addTitle')}
      text={t('taskForm.text')}
      form={form}
      fields={FIELDS}
      mutation={save}
      onSaved={onSaved}
      submitLabel={t('taskForm.save')}
      errorKeys={ERRORS}
      t={t}
      onClose={onClose}
    >
      <Field
        label={t('taskForm.part')}
        required
        validationMessage={fieldMessage(t, ERRORS, errors.partId?.message)}
      >
        <Select {...form.register('partId')}>
          <option value="">{t('taskForm.choose')}</option>
          {parts.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
        </Select>
      </Field>
      <div className={styles.row}>
        <Field
          label={t('taskForm.nameNl')}
          required
          validationMessage={fieldMessage(t, ERRORS, errors.name?.nl?.message)}
        >
          <FormInput control={form.control} name="name.nl" autoComplete="off" />
        </Field>
        <Field
          label={t('taskForm.nameEn')}
          required
          validationMessage={fieldMessage(t, ERRORS, errors.name?.en?.message)}
        >
          <FormInput control={form.control} name="name.en" autoComplete="off" />
        </Field>
      </div>
      <Field label={t('taskForm.group')} required>
        <Select {...form.register('schoolGroup', { valueAsNumber: true })}>
          {GROUPS.map((group) => (
            <option key={group} value={group}>
              {t('group', { group })}
            </option>
          ))}
        </Select>
      </Field>
      <Controller
        control={form.control}
        name="goal"
        render={({ field }) => (
          <Field label={t('taskForm.goal')} required hint={t(`goalText.${field.value}`)}>
            <RadioGroup
              layout="horizontal"
              value={field.value}
              onChange={(_e, data) => field.onChange(data.value)}
            >
              <Radio value="automate" label={t('goal.automate')} />
              <Radio value="apply" label={t('goal.apply')} />
            </RadioGroup>
          </Field>
        )}
      />
      <Controller
        control={form.control}
        name="sourceType"
        render={({ field }) => (
          <Field
            label={t('taskForm.source')}
            required
            validationMessage={fieldMessage(t, ERRORS, errors.sourceType?.message)}
          >
            <RadioGroup
              layout="horizontal"
              value={field.value}
              onChange={(_e, data) => field.onChange(data.value)}
            >
              <Radio value="generator" label={t('source.generator')} />
              {task?.task.sourceType === 'mix' && <Radio value="mix" label={t('source.mix')} />}
              <Radio value="collection" label={t('source.collection')} />
            </RadioGroup>
          </Field>
        )}
      />
      {sourceType === 'generator' && (
        <Field
          label={t('taskForm.settingFrom')}
          hint={t('taskForm.settingFromHint')}
          required={!ownSetting}
          validationMessage={fieldMessage(t, ERRORS, errors.settingFrom?.message)}
        >
          <Select {...form.register('settingFrom')}>
            <option value="">
              {ownSetting ? t('taskForm.keepSetting', { name: ownSetting.name.nl }) : t('taskForm.choose')}
            </option>
            {settings.data?.settings.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name[language]} ({t('task.bankSize', { count: s.bankSize })})
              </option>
            ))}
          </Select>
        </Field>
      )}
      {sourceType === 'collection' && (
        <Field
          label={t('taskForm.collection')}
          required
          validationMessage={fieldMessage(t, ERRORS, errors.collectionId?.message)}
        >
          <Select {...form.register('collectionId')}>
            <option value="">{t('taskForm.choose')}</option>
            {collections.data?.collections.map((c) => (
              <option key={c.id} value={c.id}>
                {t('taskForm.collectionSize', { name: c.name[language], count: c.size })}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <Controller
        control={form.control}
        name="gameIds"
        render={({ field }) => (
          <Field
            label={t('taskForm.games')}
            hint={t('taskForm.gamesHint')}
            required
            validationMessage={fieldMessage(t, ERRORS, errors.gameIds?.message)}
          >
            <div role="group" aria-label={t('taskForm.games')} className={styles.games}>
              {PRACTICE_GAMES.map((id) => (
                <Checkbox
                  key={id}
                  checked={field.value.includes(id)}
                  onChange={(_e, data) =>
                    field.onChange(data.checked ? [...field.value, id] : field.value.filter((g) => g !== id))
                  }
                  label={
                    <>
                      {GAME_CATALOG[id].name[language]}{' '}
                      {isBuiltGame(id) && (
                        <Badge appearance="tint" color="success" size="small">
                          {t('taskForm.built')}
                        </Badge>
                      )}
                    </>
                  }
                />
              ))}
            </div>
          </Field>
        )}
      />
      {serverSaid && <ErrorState error={save.error} />}
    </FormDialog>
  );
}
