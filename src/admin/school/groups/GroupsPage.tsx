import { Badge, Button, Dropdown, Field, makeStyles, Option } from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { GroupSummary } from '../../../domain/contracts/roster';
import { AdminPage } from '../../shared/AdminPage';
import { LinkButton } from '../../shared/LinkButton';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { DataTable, type Column } from '../../shared/DataTable';
import { formatRelativeDay } from '../../shared/format';
import { EmptyState, ErrorState, LoadingState, Notice } from '../../shared/States';
import { QueryState } from '../../shared/QueryState';
import { RowMenu } from '../../shared/RowMenu';
import { useGroups, yearGroupLabel } from '../shared/roster-api';
import { GroupFormDialog } from './GroupFormDialog';
import { useArchiveGroup, useGroupsScreen, useMergeGroup } from './api';

const useStyles = makeStyles({
  name: { fontWeight: 600 },
});

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; group: GroupSummary }
  | { kind: 'merge'; group: GroupSummary }
  | { kind: 'archive'; group: GroupSummary };

/**
 * a-groepen: the school's groups (a docent: the groups they teach). A home account has the groups
 * flag off: its parent sees their children straight away, on the screen `homeScreen` gives for its
 * one group (the area puts the students screen there: a feature does not import another).
 */
export function GroupsPage({ homeScreen }: { homeScreen: (groepId: string) => ReactNode }) {
  const screen = useGroupsScreen();
  const { t, accountId, account, isAdmin, role } = screen;
  const [archived, setArchived] = useState(false);
  const groups = useGroups(accountId, archived);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const styles = useStyles();
  const country = account.data?.country ?? 'NL';
  const archive = useArchiveGroup(accountId);
  const archiveOrRestore = (group: GroupSummary) =>
    archive.mutate(group, { onSuccess: () => setDialog(null) });

  if (account.isSuccess && !screen.groupsEnabled) {
    const home = groups.data?.groups[0];
    if (groups.isPending) return <LoadingState />;
    if (home) return <>{homeScreen(home.id)}</>;
  }

  const title = archived ? t('groups.archivedTitle') : t('groups.title');
  const columns: Column<GroupSummary>[] = [
    {
      key: 'name',
      header: t('groups.columns.name'),
      cell: (group) => (
        <>
          {archived ? (
            <span className={styles.name}>{group.name}</span>
          ) : (
            <Link className={styles.name} to={screen.link('a-leerlingen', { groepId: group.id })}>
              {group.name}
            </Link>
          )}{' '}
          {group.kind === 'combination' && <Badge appearance="outline">{t('groups.combination')}</Badge>}
        </>
      ),
    },
    {
      key: 'yearGroup',
      header: t('groups.columns.yearGroup'),
      hideBelow: 'sm',
      cell: (group) => yearGroupLabel(t, group.yearGroup, country),
    },
    { key: 'students', header: t('groups.columns.students'), cell: (group) => group.studentCount },
    {
      key: 'teachers',
      header: t('groups.columns.teachers'),
      hideBelow: 'sm',
      cell: (group) => group.teachers.map((x) => x.name).join(', ') || t('groups.noTeachers'),
    },
    {
      key: 'lastPractised',
      header: t('groups.columns.lastPractised'),
      hideBelow: 'sm',
      cell: (group) => (group.lastPractisedAt ? formatRelativeDay(group.lastPractisedAt) : t('groups.never')),
    },
    {
      key: 'actions',
      header: t('common:admin.actions'),
      hiddenHeader: true,
      width: '64px',
      cell: (group) => (
        <RowMenu
          label={t('groups.menu', { name: group.name })}
          actions={
            archived
              ? [{ label: t('groups.restore'), onClick: () => archiveOrRestore(group) }]
              : [
                  { label: t('groups.edit'), onClick: () => setDialog({ kind: 'edit', group }) },
                  {
                    label: t('groups.merge'),
                    onClick: () => setDialog({ kind: 'merge', group }),
                    hidden: !isAdmin,
                  },
                  {
                    label: t('groups.archive'),
                    onClick: () => setDialog({ kind: 'archive', group }),
                    hidden: !isAdmin,
                  },
                ]
          }
        />
      ),
    },
  ];

  return (
    <AdminPage
      title={title}
      crumbs={archived ? [{ label: t('groups.title'), to: screen.link('a-groepen') }, { label: title }] : []}
      intro={archived ? undefined : t(role === 'docent' ? 'groups.intro_docent' : 'groups.intro')}
      actions={
        <>
          {!archived && (
            <Button appearance="primary" onClick={() => setDialog({ kind: 'create' })}>
              {t('groups.add')}
            </Button>
          )}
          {!archived && isAdmin && <LinkButton to={screen.link('a-edexml')}>{t('groups.import')}</LinkButton>}
          {isAdmin && (
            <Button appearance="subtle" onClick={() => setArchived(!archived)}>
              {t(archived ? 'groups.showActive' : 'groups.showArchived')}
            </Button>
          )}
        </>
      }
    >
      <Notice>{notice}</Notice>
      <QueryState
        query={groups}
        isEmpty={(data) => data.groups.length === 0}
        empty={
          <EmptyState
            title={archived ? t('groups.emptyArchived') : t('groups.empty')}
            action={
              !archived && (
                <Button appearance="primary" onClick={() => setDialog({ kind: 'create' })}>
                  {t('groups.add')}
                </Button>
              )
            }
          >
            {archived ? undefined : role === 'docent' ? t('groups.emptyDocent') : t('groups.emptyText')}
          </EmptyState>
        }
      >
        {(data) => <DataTable label={title} columns={columns} rows={data.groups} rowKey={(g) => g.id} />}
      </QueryState>
      {archive.isError && <ErrorState error={archive.error} />}
      {dialog?.kind === 'create' && (
        <GroupFormDialog accountId={accountId} country={country} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'edit' && (
        <GroupFormDialog
          accountId={accountId}
          country={country}
          group={dialog.group}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'archive' && (
        <ConfirmDialog
          open
          title={t('groups.archiveTitle', { name: dialog.group.name })}
          confirmLabel={t('groups.archive')}
          busy={archive.isPending}
          onConfirm={() => archiveOrRestore(dialog.group)}
          onCancel={() => {
            archive.reset();
            setDialog(null);
          }}
        >
          <p>{t('groups.archiveText')}</p>
          {archive.isError && <ErrorState error={archive.error} />}
        </ConfirmDialog>
      )}
      {dialog?.kind === 'merge' && (
        <MergeDialog
          group={dialog.group}
          others={(groups.data?.groups ?? []).filter((g) => g.id !== dialog.group.id && g.kind === 'group')}
          accountId={accountId}
          onDone={(moved) => {
            setDialog(null);
            setNotice(t('groups.merged', { count: moved }));
          }}
          onCancel={() => setDialog(null)}
        />
      )}
    </AdminPage>
  );
}

function MergeDialog({
  group,
  others,
  accountId,
  onDone,
  onCancel,
}: {
  group: GroupSummary;
  others: GroupSummary[];
  accountId: string;
  onDone: (moved: number) => void;
  onCancel: () => void;
}) {
  const { t } = useGroupsScreen();
  const [into, setInto] = useState<GroupSummary | undefined>(undefined);
  const merge = useMergeGroup(accountId);
  return (
    <ConfirmDialog
      open
      title={t('groups.mergeTitle', { name: group.name })}
      confirmLabel={t('groups.mergeConfirm')}
      busy={!into || merge.isPending}
      onConfirm={() => into && merge.mutate({ group, into }, { onSuccess: (result) => onDone(result.moved) })}
      onCancel={onCancel}
    >
      <p>{t('groups.mergeText', { name: group.name })}</p>
      <Field label={t('groups.mergeInto')}>
        <Dropdown
          value={into?.name ?? ''}
          onOptionSelect={(_e, data) => setInto(others.find((g) => g.id === data.optionValue))}
        >
          {others.map((g) => (
            <Option key={g.id} value={g.id}>
              {g.name}
            </Option>
          ))}
        </Dropdown>
      </Field>
      {merge.isError && <ErrorState error={merge.error} />}
    </ConfirmDialog>
  );
}
