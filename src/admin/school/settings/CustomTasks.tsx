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
  Radio,
  RadioGroup,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { type CustomTaskBody, type CustomTaskResponse } from '../../../domain/contracts/practice';
import { BUILT_GAME_IDS, GAME_CATALOG } from '../../../domain/curriculum/games';
import { sourceGameProblems } from '../../../domain/curriculum/validate';
import type { SumCollection } from '../../../domain/generators/collections';
import { fieldErrorsOfResponse } from '../../../shell/lib/http';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { formatDate } from '../../shared/format';
import { RowMenu } from '../../shared/RowMenu';
import { EmptyState, ErrorState, LoadingState, Notice } from '../../shared/States';
import { useStudents } from '../shared/roster-api';
import {
  LINE_TASKS,
  localized,
  useCustomTasks,
  useRemoveCustomTask,
  useSaveCustomTask,
  useSettingsScreen,
  useSumCollections,
} from './api';
import { COLLECTION_PREFIX, TaskPicker } from './TaskPicker';
import { NumberInput, settingsError } from './SettingsFields';
import { FormInput } from '../../shared/FormInput';

const useStyles = makeStyles({
  narrowHidden: { '@media (max-width: 599px)': { display: 'none' } },
  table: { maxWidth: '1100px' },
  toolbar: { marginBottom: '12px' },
  form: { display: 'grid', gap: '12px' },
  dates: { display: 'grid', gap: '12px', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))' },
  children: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' },
  wide: { width: 'min(640px, 100%)' },
  fieldset: { border: 'none', padding: 0, margin: 0, minWidth: 0 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** The period of a task in words: "from 1 Dec to 20 Dec", "until ...", "always". */
function period(t: TFunction, task: CustomTaskResponse): string {
  const from = task.startsOn && formatDate(task.startsOn);
  const to = task.endsOn && formatDate(task.endsOn);
  if (from && to) return t('settings.tasks.periodFromTo', { from, to });
  if (from) return t('settings.tasks.periodFrom', { from });
  if (to) return t('settings.tasks.periodTo', { to });
  return t('settings.tasks.periodOpen');
}

/** The group's custom tasks: a list with period and audience, a new task, removing one. */
export function CustomTasksSection({ groepId }: { groepId: string }) {
  const { t } = useSettingsScreen();
  const styles = useStyles();
  const tasks = useCustomTasks(groepId);
  const students = useStudents(groepId);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<CustomTaskResponse | null>(null);
  const [removing, setRemoving] = useState<CustomTaskResponse | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const names = new Map((students.data?.students ?? []).map((s) => [s.id, s.displayName]));
  const audience = (task: CustomTaskResponse) =>
    task.studentIds.length === 0
      ? t('settings.tasks.wholeGroup')
      : task.studentIds.map((id) => names.get(id) ?? t('settings.tasks.formerStudent')).join(', ');
  const done = (task: CustomTaskResponse) =>
    task.playedBy?.length
      ? task.playedBy
          .map((p) =>
            t('settings.tasks.doneBy', {
              name: names.get(p.leerlingId) ?? t('settings.tasks.formerStudent'),
              count: p.rounds,
            }),
          )
          .join(', ')
      : t('settings.tasks.doneNobody');

  return (
    <section aria-label={t('settings.tasks.title')}>
      <p>{t('settings.tasks.intro')}</p>
      <Notice>{notice}</Notice>
      <div className={styles.toolbar}>
        <Button appearance="primary" onClick={() => setCreating(true)}>
          {t('settings.tasks.add')}
        </Button>
      </div>
      {tasks.isPending ? (
        <LoadingState />
      ) : tasks.isError ? (
        <ErrorState error={tasks.error} onRetry={() => void tasks.refetch()} />
      ) : tasks.data.tasks.length === 0 ? (
        <EmptyState title={t('settings.tasks.empty')}>{t('settings.tasks.emptyText')}</EmptyState>
      ) : (
        <Table aria-label={t('settings.tasks.title')} className={styles.table}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('settings.tasks.columns.name')}</TableHeaderCell>
              <TableHeaderCell>{t('settings.tasks.columns.for')}</TableHeaderCell>
              <TableHeaderCell>{t('settings.tasks.columns.period')}</TableHeaderCell>
              <TableHeaderCell>{t('settings.tasks.columns.done')}</TableHeaderCell>
              <TableHeaderCell className={styles.narrowHidden}>
                {t('settings.tasks.columns.rounds')}
              </TableHeaderCell>
              <TableHeaderCell style={{ width: 64 }}>
                <span className="visually-hidden">{t('common:admin.actions')}</span>
              </TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {tasks.data.tasks.map((task) => (
              <TableRow key={task.id} data-testid={`custom-task-${task.id}`}>
                <TableCell>{localized(task.name)}</TableCell>
                <TableCell>{audience(task)}</TableCell>
                <TableCell>{period(t, task)}</TableCell>
                <TableCell>{done(task)}</TableCell>
                <TableCell className={styles.narrowHidden}>
                  {t('settings.tasks.roundsPerDay', { count: task.roundsPerDay })}
                </TableCell>
                <TableCell>
                  <RowMenu
                    label={t('settings.tasks.menu', { name: localized(task.name) })}
                    actions={[
                      { label: t('settings.tasks.edit'), onClick: () => setEditing(task) },
                      { label: t('settings.tasks.remove'), onClick: () => setRemoving(task) },
                    ]}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {creating && (
        <CustomTaskDialog
          groepId={groepId}
          onClose={(created) => {
            setCreating(false);
            if (created) setNotice(t('settings.tasks.created', { name: localized(created.name) }));
          }}
        />
      )}
      {editing && (
        <CustomTaskDialog
          groepId={groepId}
          editing={editing}
          onClose={(changed) => {
            setEditing(null);
            if (changed) setNotice(t('settings.tasks.changed', { name: localized(changed.name) }));
          }}
        />
      )}
      {removing && (
        <RemoveTaskDialog
          groepId={groepId}
          task={removing}
          onClose={(done) => {
            if (done) setNotice(t('settings.tasks.removed', { name: localized(removing.name) }));
            setRemoving(null);
          }}
        />
      )}
    </section>
  );
}

const isoDate = z.union([z.literal(''), z.iso.date({ error: 'format' })]);
const taskFormSchema = z
  .object({
    taskId: z.string().min(1, 'required'),
    whom: z.enum(['group', 'students']),
    studentIds: z.array(z.string()),
    startsOn: isoDate,
    endsOn: isoDate,
    roundsPerDay: z
      .number({ error: 'range|1|20' })
      .int('range|1|20')
      .min(1, 'range|1|20')
      .max(20, 'range|1|20'),
  })
  .superRefine((v, ctx) => {
    if (v.whom === 'students' && v.studentIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['studentIds'], message: 'atLeastOne' });
    if (v.startsOn && v.endsOn && v.endsOn < v.startsOn)
      ctx.addIssue({ code: 'custom', path: ['endsOn'], message: 'endBeforeStart' });
  });
type TaskForm = z.infer<typeof taskFormSchema>;

const SERVER_TASK_FIELDS: Record<string, keyof TaskForm> = {
  studentIds: 'studentIds',
  endsOn: 'endsOn',
  startsOn: 'startsOn',
  gameIds: 'taskId',
  source: 'taskId',
  name: 'taskId',
  roundsPerDay: 'roundsPerDay',
};

/** The built practice games that can host every sum of a collection. */
function collectionGames(collection: SumCollection): CustomTaskBody['gameIds'] {
  const source = { type: 'collection', collectionId: collection.id } as const;
  return BUILT_GAME_IDS.filter(
    (g) =>
      GAME_CATALOG[g].role === 'practice' &&
      sourceGameProblems(source, [g], (id) => (id === collection.id ? collection : undefined)).length === 0,
  );
}

/** The task's name, source, games and goal: from a line task or a sum collection. */
function taskSource(
  value: string,
  collections: readonly SumCollection[],
): Pick<CustomTaskBody, 'name' | 'source' | 'gameIds' | 'goal'> | undefined {
  if (value.startsWith(COLLECTION_PREFIX)) {
    const collection = collections.find((c) => c.id === value.slice(COLLECTION_PREFIX.length));
    if (!collection) return undefined;
    return {
      name: collection.name,
      source: { type: 'collection', collectionId: collection.id },
      gameIds: collectionGames(collection),
      goal: 'automate',
    };
  }
  const line = LINE_TASKS.find((l) => l.task.id === value)?.task;
  if (!line) return undefined;
  return {
    name: line.name,
    source: line.source as CustomTaskBody['source'],
    gameIds: [...line.gameIds],
    goal: line.goal,
  };
}

/** The form's values of a task being changed (its task itself stays: `taskId` is unused then). */
function formOf(task: CustomTaskResponse): TaskForm {
  return {
    taskId: task.id,
    whom: task.studentIds.length ? 'students' : 'group',
    studentIds: [...task.studentIds],
    startsOn: task.startsOn ?? '',
    endsOn: task.endsOn ?? '',
    roundsPerDay: task.roundsPerDay,
  };
}

/** A new custom task, or (with `editing`) a change of its children, period and pace. */
function CustomTaskDialog({
  groepId,
  editing,
  onClose,
}: {
  groepId: string;
  editing?: CustomTaskResponse;
  onClose: (saved?: CustomTaskResponse) => void;
}) {
  const { t } = useSettingsScreen();
  const styles = useStyles();
  const students = useStudents(groepId);
  const collections = useSumCollections();
  const collectionList = collections.data?.collections ?? [];
  const form = useForm<TaskForm>({
    resolver: zodResolver(taskFormSchema),
    defaultValues: editing
      ? formOf(editing)
      : { taskId: '', whom: 'group', studentIds: [], startsOn: '', endsOn: '', roundsPerDay: 1 },
  });
  const errors = form.formState.errors;
  const create = useSaveCustomTask(groepId, editing);
  const submit = (values: TaskForm) => {
    const body: CustomTaskBody = {
      ...(editing
        ? { name: editing.name, source: editing.source, gameIds: editing.gameIds, goal: editing.goal }
        : taskSource(values.taskId, collectionList)!),
      studentIds: values.whom === 'group' ? [] : values.studentIds,
      roundsPerDay: values.roundsPerDay,
      startsOn: values.startsOn || null,
      endsOn: values.endsOn || null,
    };
    create.mutate(body, {
      onSuccess: onClose,
      onError: (error) => {
        for (const [field, message] of Object.entries(fieldErrorsOfResponse(error) ?? {})) {
          const key = SERVER_TASK_FIELDS[field];
          if (key) form.setError(key, { type: 'server', message });
        }
      },
    });
  };
  const message = (code: string | undefined) =>
    code === 'endBeforeStart' || code === 'atLeastOneChild'
      ? t(`settings.errors.${code}`)
      : settingsError(t, code);
  const whom = form.watch('whom');
  const taskId = form.watch('taskId');
  const chosen = taskSource(taskId, collectionList);
  const serverFieldErrors = Object.keys(fieldErrorsOfResponse(create.error) ?? {}).length > 0;

  return (
    <Dialog open onOpenChange={(_e, data) => !data.open && onClose()}>
      <DialogSurface className={styles.wide}>
        <form onSubmit={form.handleSubmit(submit)} noValidate>
          <DialogBody>
            <DialogTitle>
              {editing
                ? t('settings.tasks.editTitle', { name: localized(editing.name) })
                : t('settings.tasks.formTitle')}
            </DialogTitle>
            <DialogContent className={styles.form}>
              {editing ? (
                <Text>{t('settings.tasks.taskFixed')}</Text>
              ) : (
                <Controller
                  control={form.control}
                  name="taskId"
                  render={({ field }) => (
                    <Field
                      label={t('settings.tasks.task')}
                      hint={t('settings.tasks.taskHint')}
                      required
                      validationMessage={message(errors.taskId?.message)}
                    >
                      <TaskPicker
                        value={field.value}
                        chosenName={chosen ? localized(chosen.name) : ''}
                        collections={collectionList}
                        placeholder={t('settings.tasks.taskPlaceholder')}
                        noMatch={t('settings.tasks.noMatch')}
                        collectionsLabel={t('settings.tasks.collections')}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                      />
                    </Field>
                  )}
                />
              )}
              <Controller
                control={form.control}
                name="whom"
                render={({ field }) => (
                  <Field label={t('settings.tasks.whom')}>
                    <RadioGroup value={field.value} onChange={(_e, data) => field.onChange(data.value)}>
                      <Radio value="group" label={t('settings.tasks.wholeGroup')} />
                      <Radio value="students" label={t('settings.tasks.chosenChildren')} />
                    </RadioGroup>
                  </Field>
                )}
              />
              {whom === 'students' && (
                <Controller
                  control={form.control}
                  name="studentIds"
                  render={({ field }) => (
                    <fieldset className={styles.fieldset}>
                      <legend>{t('settings.tasks.children')}</legend>
                      <div className={styles.children}>
                        {(students.data?.students ?? []).map((s) => (
                          <Checkbox
                            key={s.id}
                            label={s.displayName}
                            checked={field.value.includes(s.id)}
                            onChange={(_e, data) =>
                              field.onChange(
                                data.checked
                                  ? [...field.value, s.id]
                                  : field.value.filter((id) => id !== s.id),
                              )
                            }
                          />
                        ))}
                      </div>
                      {errors.studentIds?.message && (
                        <Text role="alert" className={styles.error}>
                          {message(errors.studentIds.message)}
                        </Text>
                      )}
                    </fieldset>
                  )}
                />
              )}
              <div className={styles.dates}>
                <Field
                  label={t('settings.tasks.startsOn')}
                  hint={t('settings.tasks.startsOnHint')}
                  validationMessage={message(errors.startsOn?.message)}
                >
                  <FormInput type="date" control={form.control} name="startsOn" />
                </Field>
                <Field
                  label={t('settings.tasks.endsOn')}
                  hint={t('settings.tasks.endsOnHint')}
                  validationMessage={message(errors.endsOn?.message)}
                >
                  <FormInput type="date" control={form.control} name="endsOn" />
                </Field>
              </div>
              <Controller
                control={form.control}
                name="roundsPerDay"
                render={({ field }) => (
                  <Field
                    label={t('settings.tasks.rounds')}
                    validationMessage={message(errors.roundsPerDay?.message)}
                  >
                    <NumberInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
                  </Field>
                )}
              />
              {create.isError && !serverFieldErrors && <ErrorState error={create.error} />}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => onClose()}>
                {t('common:admin.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={create.isPending}>
                {editing ? t('settings.save') : t('settings.tasks.create')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

function RemoveTaskDialog({
  groepId,
  task,
  onClose,
}: {
  groepId: string;
  task: CustomTaskResponse;
  onClose: (done: boolean) => void;
}) {
  const { t } = useSettingsScreen();
  const remove = useRemoveCustomTask(groepId);
  return (
    <ConfirmDialog
      open
      title={t('settings.tasks.removeTitle', { name: localized(task.name) })}
      confirmLabel={t('settings.tasks.remove')}
      busy={remove.isPending}
      onConfirm={() => remove.mutate(task, { onSuccess: () => onClose(true) })}
      onCancel={() => onClose(false)}
    >
      <p>{t('settings.tasks.removeText')}</p>
      {remove.isError && <ErrorState error={remove.error} />}
    </ConfirmDialog>
  );
}
