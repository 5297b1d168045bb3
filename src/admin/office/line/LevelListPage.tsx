import { Badge, Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LineNode } from '../../../domain/contracts/content-line';
import type { RouteName } from '../../../shell/lib/routes';
import { AdminPage } from '../../shared/AdminPage';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { DataTable, type Column } from '../../shared/DataTable';
import { QueryState } from '../../shared/QueryState';
import { RowMenu } from '../../shared/RowMenu';
import { EmptyState, ErrorState, Notice } from '../../shared/States';
import { useLine, useLineScreen, useRetireNode } from './api';
import { CHILD_LEVEL, LineLinks, PARENT_LEVEL, belowText, contentLanguage, lineCrumbs, lineIndex } from './develop';
import { NodeFormDialog } from './NodeFormDialog';
import { ContentBar } from '../shared/content/ContentBar';

type ListLevel = 'goal' | 'subgoal' | 'part';
const ROUTE: Record<ListLevel, RouteName> = { goal: 'o-tussendoelen', subgoal: 'o-subdoelen', part: 'o-subonderdelen' };

const useStyles = makeStyles({
  name: { fontWeight: tokens.fontWeightSemibold },
  sub: { display: 'block', color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  narrowOnly: { '@media (min-width: 600px)': { display: 'none' } },
  badges: { display: 'flex', flexWrap: 'wrap', gap: '4px' },
  filter: { maxWidth: '360px', marginBottom: '12px' },
});

type Dialog = { kind: 'add' } | { kind: 'edit'; node: LineNode } | { kind: 'retire'; node: LineNode; open: boolean };

/** o-tussendoelen, o-subdoelen, o-subonderdelen: one level of the line as a list, with add, edit and retire. */
function LevelListPage({ level }: { level: ListLevel }) {
  const { t } = useLineScreen();
  const styles = useStyles();
  const language = contentLanguage(useTranslation().i18n.language);
  const line = useLine();
  const retire = useRetireNode();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [filter, setFilter] = useState('');
  const route = ROUTE[level];
  const title = t(`common:routes.${route}`);
  const levelName = t(`level.${level}`);
  const closeRetire = () => setDialog((d) => (d?.kind === 'retire' ? { ...d, open: false } : d));
  const add = (
    <Button appearance="primary" onClick={() => setDialog({ kind: 'add' })}>
      {t('list.add', { level: levelName })}
    </Button>
  );

  return (
    <AdminPage title={title} crumbs={lineCrumbs(t, route)} intro={t(`list.intro.${level}`)} actions={add}>
      <LineLinks t={t} current={route} />
      <ContentBar />
      <Notice>{notice}</Notice>
      <QueryState
        query={line}
        isEmpty={(data) => !data.nodes.some((n) => n.level === level)}
        empty={
          <EmptyState title={t('list.empty', { levels: title.toLowerCase() })} action={add}>
            {t('list.emptyText')}
          </EmptyState>
        }
      >
        {(data) => {
          const index = lineIndex(data);
          const all = data.nodes.filter((n) => n.level === level);
          const wanted = filter.trim().toLowerCase();
          const rows = wanted
            ? all.filter((n) => `${n.name.nl} ${n.name.en} ${n.id}`.toLowerCase().includes(wanted))
            : all;
          const childCount = (node: LineNode) =>
            CHILD_LEVEL[level] === 'task'
              ? (index.tasks.get(node.id) ?? []).filter((task) => !task.retired).length
              : (index.nodes.get(node.id) ?? []).filter((n) => !n.retired).length;
          const columns: Column<LineNode>[] = [
            {
              key: 'name',
              header: t('list.columns.name'),
              cell: (node) => (
                <>
                  <span className={styles.name}>{node.name[language]}</span>
                  <span className={styles.sub}>{node.name[language === 'nl' ? 'en' : 'nl']}</span>
                  <span className={`${styles.sub} ${styles.narrowOnly}`}>{index.pathOf(node.parentId, language)}</span>
                </>
              ),
            },
            {
              key: 'parent',
              header: t('list.columns.parent'),
              width: '30%',
              hideBelow: 'sm',
              cell: (node) => index.pathOf(node.parentId, language),
            },
            level === 'goal'
              ? {
                  key: 'groups',
                  header: t('list.columns.groups'),
                  width: '14%',
                  hideBelow: 'md',
                  cell: (node: LineNode) => (node.schoolGroups ? node.schoolGroups.join(', ') : t('noGroups')),
                }
              : {
                  key: 'children',
                  header: t(`common:routes.${level === 'subgoal' ? 'o-subonderdelen' : 'o-oefentaken'}`),
                  width: '14%',
                  hideBelow: 'md',
                  cell: (node: LineNode) => childCount(node),
                },
            {
              key: 'status',
              header: t('list.columns.status'),
              width: '16%',
              cell: (node) => (
                <span className={styles.badges}>
                  {node.retired && (
                    <Badge appearance="outline" color="subtle">
                      {t('retired')}
                    </Badge>
                  )}
                  {node.draft && (
                    <Badge appearance="tint" color="warning">
                      {t(`draft.${node.draft}`)}
                    </Badge>
                  )}
                </span>
              ),
            },
            {
              key: 'actions',
              header: t('common:admin.actions'),
              hiddenHeader: true,
              width: '56px',
              cell: (node) => (
                <RowMenu
                  label={t('actions.menu', { name: node.name[language] })}
                  actions={[
                    { label: t('actions.edit'), onClick: () => setDialog({ kind: 'edit', node }) },
                    {
                      label: t('actions.retire'),
                      hidden: node.retired,
                      onClick: () => setDialog({ kind: 'retire', node, open: true }),
                    },
                    {
                      label: t('actions.restore'),
                      hidden: !node.retired,
                      onClick: () =>
                        retire.mutate(
                          { id: node.id, retired: false },
                          { onSuccess: () => setNotice(t('retire.restored', { name: node.name[language] })) },
                        ),
                    },
                  ]}
                />
              ),
            },
          ];
          const parentLevel = PARENT_LEVEL[level];
          const parents = data.nodes
            .filter((n) => n.level === parentLevel && !n.retired)
            .map((n) => ({ id: n.id, label: index.pathOf(n.id, language) }));
          return (
            <>
              <Field label={t('list.filter')} className={styles.filter}>
                <Input type="search" value={filter} onChange={(_e, d) => setFilter(d.value)} />
              </Field>
              {rows.length === 0 ? (
                <p>{t('list.none', { text: filter })}</p>
              ) : (
                <DataTable
                  label={title}
                  columns={columns}
                  rows={rows}
                  rowKey={(n) => n.id}
                  rowTestId={(n) => `node-${n.id}`}
                />
              )}
              {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
                <NodeFormDialog
                  level={level}
                  node={dialog.kind === 'edit' ? dialog.node : undefined}
                  parents={parents}
                  onClose={() => setDialog(null)}
                  onSaved={(saved) => {
                    setNotice(t('saved', { name: saved.name[language] }));
                    setDialog(null);
                  }}
                />
              )}
              {dialog?.kind === 'retire' && (
                <ConfirmDialog
                  open={dialog.open}
                  title={t('retire.title', { name: dialog.node.name[language] })}
                  confirmLabel={t('retire.confirm')}
                  busy={retire.isPending}
                  onCancel={closeRetire}
                  onConfirm={() =>
                    retire.mutate(
                      { id: dialog.node.id, retired: true },
                      {
                        onSuccess: () => {
                          setNotice(t('retire.done', { name: dialog.node.name[language] }));
                          closeRetire();
                        },
                      },
                    )
                  }
                >
                  {t('retire.node', {
                    level: levelName,
                    name: dialog.node.name[language],
                    children: belowText(t, data, dialog.node.id),
                  })}
                  {retire.isError && <ErrorState error={retire.error} />}
                </ConfirmDialog>
              )}
            </>
          );
        }}
      </QueryState>
    </AdminPage>
  );
}

export const GoalsPage = () => <LevelListPage level="goal" />;
export const SubgoalsPage = () => <LevelListPage level="subgoal" />;
export const PartsPage = () => <LevelListPage level="part" />;
