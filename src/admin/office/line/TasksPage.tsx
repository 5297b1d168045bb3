import { Badge, Button, Field, Input, Link, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { GAME_CATALOG, isBuiltGame } from '../../../domain';
import type { LineTask, PracticeTaskDetail } from '../../../domain/contracts/content-line';
import { href } from '../../../shell/lib/routes';
import { AdminPage } from '../../shared/AdminPage';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { DataTable, type Column } from '../../shared/DataTable';
import { QueryState } from '../../shared/QueryState';
import { EmptyState, ErrorState, Notice } from '../../shared/States';
import { useLine, useLineScreen, usePracticeTask, useRetireTask } from './api';
import { LineLinks, contentLanguage, lineCrumbs, lineIndex } from './develop';
import { TaskFormDialog } from './TaskFormDialog';
import { ContentBar } from '../shared/content/ContentBar';

const useStyles = makeStyles({
  name: { fontWeight: tokens.fontWeightSemibold },
  sub: { display: 'block', color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  narrowOnly: { '@media (min-width: 600px)': { display: 'none' } },
  badges: { display: 'flex', flexWrap: 'wrap', gap: '4px' },
  filter: { maxWidth: '360px', marginBottom: '12px' },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'minmax(140px, max-content) 1fr',
    gap: '8px 24px',
    margin: '0 0 24px',
    '@media (max-width: 599px)': { gridTemplateColumns: '1fr' },
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  detail: { margin: 0 },
  list: { margin: 0, paddingLeft: '20px' },
  sums: { display: 'flex', flexWrap: 'wrap', gap: '8px', listStyle: 'none', padding: 0, margin: '8px 0 0' },
  sum: {
    padding: '4px 10px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    fontVariantNumeric: 'tabular-nums',
  },
  h2: { fontSize: tokens.fontSizeBase500, margin: '24px 0 8px' },
});

/** o-oefentaken: every practice task; `?oefentaak=` shows one task's detail. */
export function TasksPage() {
  const [params] = useSearchParams();
  const taskId = params.get('oefentaak');
  return taskId ? <TaskDetailView taskId={taskId} /> : <TaskList />;
}

const taskLink = (id: string) => `${href('o-oefentaken')}?oefentaak=${encodeURIComponent(id)}`;

function TaskList() {
  const { t } = useLineScreen();
  const styles = useStyles();
  const language = contentLanguage(useTranslation().i18n.language);
  const line = useLine();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const [filter, setFilter] = useState('');
  const title = t('tasks.title');
  const add = (
    <Button appearance="primary" onClick={() => setAdding(true)}>
      {t('tasks.add')}
    </Button>
  );
  return (
    <AdminPage title={title} crumbs={lineCrumbs(t, 'o-oefentaken')} intro={t('tasks.intro')} actions={add}>
      <LineLinks t={t} current="o-oefentaken" />
      <ContentBar />
      <QueryState
        query={line}
        isEmpty={(data) => data.tasks.length === 0}
        empty={
          <EmptyState title={t('tasks.empty')} action={add}>
            {t('tasks.emptyText')}
          </EmptyState>
        }
      >
        {(data) => {
          const index = lineIndex(data);
          const wanted = filter.trim().toLowerCase();
          const rows = wanted
            ? data.tasks.filter((task) => `${task.name.nl} ${task.name.en} ${task.id}`.toLowerCase().includes(wanted))
            : data.tasks;
          const columns: Column<LineTask>[] = [
            {
              key: 'name',
              header: t('tasks.columns.name'),
              cell: (task) => (
                <>
                  <RouterLink to={taskLink(task.id)} className={styles.name}>
                    {task.name[language]}
                  </RouterLink>
                  <span className={styles.sub}>{index.pathOf(task.partId, language)}</span>
                </>
              ),
            },
            { key: 'group', header: t('tasks.columns.group'), width: '10%', hideBelow: 'md', cell: (task) => task.schoolGroup },
            {
              key: 'goal',
              header: t('tasks.columns.goal'),
              width: '13%',
              hideBelow: 'sm',
              cell: (task) => t(`goal.${task.goal}`),
            },
            {
              key: 'source',
              header: t('tasks.columns.source'),
              width: '16%',
              hideBelow: 'md',
              cell: (task) => t(`source.${task.sourceType}`),
            },
            {
              key: 'status',
              header: t('tasks.columns.status'),
              width: '16%',
              cell: (task) => (
                <span className={styles.badges}>
                  {task.retired && (
                    <Badge appearance="outline" color="subtle">
                      {t('retired')}
                    </Badge>
                  )}
                  {task.draft && (
                    <Badge appearance="tint" color="warning">
                      {t(`draft.${task.draft}`)}
                    </Badge>
                  )}
                </span>
              ),
            },
          ];
          const parts = data.nodes
            .filter((n) => n.level === 'part' && !n.retired)
            .map((n) => ({ id: n.id, label: index.pathOf(n.id, language) }));
          return (
            <>
              <Field label={t('list.filter')} className={styles.filter}>
                <Input type="search" value={filter} onChange={(_e, d) => setFilter(d.value)} />
              </Field>
              {rows.length === 0 ? (
                <p>{t('list.none', { text: filter })}</p>
              ) : (
                <DataTable label={title} columns={columns} rows={rows} rowKey={(task) => task.id} rowTestId={(task) => `task-${task.id}`} />
              )}
              {adding && (
                <TaskFormDialog
                  parts={parts}
                  onClose={() => setAdding(false)}
                  onSaved={(saved) => void navigate(taskLink(saved.task.id))}
                />
              )}
            </>
          );
        }}
      </QueryState>
    </AdminPage>
  );
}

function TaskDetailView({ taskId }: { taskId: string }) {
  const { t } = useLineScreen();
  const language = contentLanguage(useTranslation().i18n.language);
  const detail = usePracticeTask(taskId);
  const line = useLine();
  const retire = useRetireTask();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState<boolean | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const name = detail.data?.task.name[language] ?? taskId;
  const back = (
    <Button onClick={() => void navigate(href('o-oefentaken'))}>{t('task.back')}</Button>
  );
  const task = detail.data?.task;
  return (
    <AdminPage
      title={name}
      crumbs={lineCrumbs(t, 'o-oefentaken', true)}
      actions={
        task && (
          <>
            <Button appearance="primary" onClick={() => setEditing(true)}>
              {t('actions.edit')}
            </Button>
            {task.retired ? (
              <Button
                onClick={() =>
                  retire.mutate(
                    { id: task.id, retired: false },
                    { onSuccess: () => setNotice(t('retire.restored', { name })) },
                  )
                }
              >
                {t('actions.restore')}
              </Button>
            ) : (
              <Button onClick={() => setConfirming(true)}>{t('actions.retire')}</Button>
            )}
            {back}
          </>
        )
      }
    >
      <ContentBar />
      <Notice>{notice}</Notice>
      <QueryState query={detail}>
        {(data) => (
          <>
            <TaskFacts data={data} />
            {editing && line.data && (
              <TaskFormDialog
                task={data}
                parts={line.data.nodes
                  .filter((n) => n.level === 'part' && !n.retired)
                  .map((n) => ({ id: n.id, label: lineIndex(line.data).pathOf(n.id, language) }))}
                onClose={() => setEditing(false)}
                onSaved={(saved) => {
                  setNotice(t('saved', { name: saved.task.name[language] }));
                  setEditing(false);
                }}
              />
            )}
            {confirming !== null && (
              <ConfirmDialog
                open={confirming}
                title={t('retire.title', { name })}
                confirmLabel={t('retire.confirm')}
                busy={retire.isPending}
                onCancel={() => setConfirming(false)}
                onConfirm={() =>
                  retire.mutate(
                    { id: data.task.id, retired: true },
                    {
                      onSuccess: () => {
                        setNotice(t('retire.done', { name }));
                        setConfirming(false);
                      },
                    },
                  )
                }
              >
                {t('retire.task', { name })}
                {retire.isError && <ErrorState error={retire.error} />}
              </ConfirmDialog>
            )}
          </>
        )}
      </QueryState>
    </AdminPage>
  );
}

function TaskFacts({ data }: { data: PracticeTaskDetail }) {
  const { t } = useLineScreen();
  const styles = useStyles();
  const language = contentLanguage(useTranslation().i18n.language);
  const navigate = useNavigate();
  const { task, features } = data;
  const go = (to: string) => (event: MouseEvent) => {
    event.preventDefault();
    void navigate(to);
  };
  return (
    <>
      <dl className={styles.facts}>
        <dt className={styles.term}>{t('task.where')}</dt>
        <dd className={styles.detail}>{data.path.map((p) => p.name[language]).join(' › ')}</dd>
        <dt className={styles.term}>{t('task.group')}</dt>
        <dd className={styles.detail}>{t('group', { group: task.schoolGroup })}</dd>
        <dt className={styles.term}>{t('task.goal')}</dt>
        <dd className={styles.detail}>
          {t(`goal.${task.goal}`)}: {t(`goalText.${task.goal}`)}
        </dd>
        <dt className={styles.term}>{t('task.source')}</dt>
        <dd className={styles.detail}>
          {t(`source.${task.sourceType}`)}
          {data.collection ? (
            <>
              {': '}
              <Link href={href('o-somverzameling', { somverzamelingId: data.collection.id })} onClick={go(href('o-somverzameling', { somverzamelingId: data.collection.id }))}>
                {data.collection.name[language]}
              </Link>{' '}
              ({t('task.bankSize', { count: data.collection.size })})
            </>
          ) : (
            <ul className={styles.list}>
              {data.settings.map((s) => (
                <li key={s.id}>
                  <Link
                    href={href('o-gensettingssom', { gensettingssomId: s.id })}
                    onClick={go(href('o-gensettingssom', { gensettingssomId: s.id }))}
                  >
                    {s.name[language]}
                  </Link>{' '}
                  ({t('task.bankSize', { count: s.bankSize })})
                  {s.draft && (
                    <>
                      {' '}
                      <Badge appearance="tint" color="warning">
                        {t('draft.changed')}
                      </Badge>
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
        </dd>
        <dt className={styles.term}>{t('task.games')}</dt>
        <dd className={styles.detail}>
          <ul className={styles.list}>
            {task.gameIds.map((id) => (
              <li key={id}>
                {GAME_CATALOG[id].name[language]} ({isBuiltGame(id) ? t('task.built') : t('task.notBuilt')})
              </li>
            ))}
          </ul>
        </dd>
        <dt className={styles.term}>{t('common:routes.o-somkenmerken')}</dt>
        <dd className={styles.detail}>
          {t('task.operations')}: {features.operations.map((o) => t(`operation.${o}`)).join(', ') || '—'}
          <br />
          {t('task.ranges')}: {features.ranges.map((n) => t('features.upTo', { n })).join(', ') || '—'}
          {features.tables.length > 0 && (
            <>
              <br />
              {t('task.tables')}: {features.tables.join(', ')}
            </>
          )}
          <br />
          {t('task.crossesTen')}: {t('task.countOf', { count: features.crossesTen, total: data.sumCount })}
          {features.crossesHundred > 0 && (
            <>
              <br />
              {t('task.crossesHundred')}: {t('task.countOf', { count: features.crossesHundred, total: data.sumCount })}
            </>
          )}
        </dd>
      </dl>
      <h2 className={styles.h2}>{t('task.sums')}</h2>
      {data.sumCount === 0 ? (
        <p>{t('task.noSums')}</p>
      ) : (
        <>
          <p className={styles.detail}>{t('task.sumCount', { count: data.sumCount })}</p>
          <ul className={styles.sums} aria-label={t('task.sums')}>
            {data.sample.map((sum) => (
              <li key={sum.key} className={styles.sum}>
                {sum.text.replace('_', '…')} → {sum.answer}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
