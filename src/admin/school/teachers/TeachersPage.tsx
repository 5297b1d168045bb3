import { Badge, Button, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { Teacher } from '../../../domain/contracts/roster';
import { AdminPage } from '../../shared/AdminPage';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { DataTable, type Column } from '../../shared/DataTable';
import { formatRelativeDay } from '../../shared/format';
import { QueryState } from '../../shared/QueryState';
import { EmptyState, ErrorState, Notice } from '../../shared/States';
import { RowMenu } from '../../shared/RowMenu';
import { useGroups } from '../shared/roster-api';
import { TeacherFormDialog } from './TeacherFormDialog';
import { useResendInvitation, useSetTeacherActive, useTeachers, useTeachersScreen } from './api';

const useStyles = makeStyles({
  narrowOnly: { '@media (min-width: 600px)': { display: 'none' } },
  name: { fontWeight: 600 },
  sub: { display: 'block', color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

type Dialog =
  | { kind: 'invite' }
  | { kind: 'edit'; teacher: Teacher }
  /** `open: false`: closed but still mounted, so Fluent's modal gives the page back cleanly. */
  | { kind: 'deactivate' | 'activate'; teacher: Teacher; open: boolean };

const STATUS_COLOR = { active: 'success', invited: 'informative', deactivated: 'subtle' } as const;

/**
 * a-docenten: the school's teachers and school administrators; invite by e-mail, change role and
 * groups, deactivate and activate. Only a schooladmin manages them: a docent is told so.
 */
export function TeachersPage() {
  const screen = useTeachersScreen();
  const { t, accountId, userId, role } = screen;
  const isAdmin = role !== undefined && role !== 'docent';
  const teachers = useTeachers(accountId, isAdmin);
  const groups = useGroups(accountId);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const styles = useStyles();
  const toggle = useSetTeacherActive(accountId);
  const setActive = (teacher: Teacher, active: boolean) =>
    toggle.mutate(
      { teacher, active },
      {
        onSuccess: (saved) => {
          setNotice(t(active ? 'teachers.activated' : 'teachers.deactivated', { name: saved.name }));
          closeConfirm();
        },
      },
    );
  const resendInvitation = useResendInvitation(accountId);
  const resend = (teacher: Teacher) =>
    resendInvitation.mutate(teacher, {
      onSuccess: (saved) => setNotice(t('teachers.resent', { email: saved.email })),
      onError: () => setNotice(null),
    });
  function closeConfirm() {
    setDialog((d) => (d && 'open' in d ? { ...d, open: false } : d));
  }
  const closeDialog = () => {
    toggle.reset();
    closeConfirm();
  };

  const columns: Column<Teacher>[] = [
    {
      key: 'name',
      header: t('teachers.columns.name'),
      cell: (teacher) => (
        <>
          <span className={styles.name}>{teacher.name}</span> {teacher.id === userId && t('teachers.you')}
          <span className={styles.sub}>
            <span className={styles.narrowOnly}>
              {t(`teachers.roles.${teacher.role}`)}
              {teacher.groups.length > 0 && ` · ${teacher.groups.map((g) => g.name).join(', ')}`}{' '}
            </span>
            {teacher.lastSignInAt &&
              t('teachers.lastSignIn', { when: formatRelativeDay(teacher.lastSignInAt) })}
          </span>
        </>
      ),
    },
    { key: 'email', header: t('teachers.columns.email'), hideBelow: 'md', cell: (teacher) => teacher.email },
    {
      key: 'role',
      header: t('teachers.columns.role'),
      hideBelow: 'sm',
      cell: (teacher) => t(`teachers.roles.${teacher.role}`),
    },
    {
      key: 'groups',
      header: t('teachers.columns.groups'),
      hideBelow: 'sm',
      cell: (teacher) => teacher.groups.map((g) => g.name).join(', ') || t('teachers.noGroups'),
    },
    {
      key: 'status',
      header: t('teachers.columns.status'),
      cell: (teacher) => (
        <Badge appearance="tint" color={STATUS_COLOR[teacher.status]}>
          {t(`teachers.status.${teacher.status}`)}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: t('common:admin.actions'),
      hiddenHeader: true,
      width: '64px',
      cell: (teacher) => (
        <RowMenu
          label={t('teachers.menu', { name: teacher.name })}
          actions={[
            { label: t('teachers.edit'), onClick: () => setDialog({ kind: 'edit', teacher }) },
            {
              label: t('teachers.resend'),
              onClick: () => resend(teacher),
              hidden: teacher.status !== 'invited',
            },
            {
              label: t('teachers.deactivate'),
              onClick: () => setDialog({ kind: 'deactivate', teacher, open: true }),
              hidden: teacher.id === userId || teacher.status === 'deactivated',
            },
            {
              label: t('teachers.activate'),
              onClick: () => setDialog({ kind: 'activate', teacher, open: true }),
              hidden: teacher.status !== 'deactivated',
            },
          ]}
        />
      ),
    },
  ];

  const title = t('teachers.title');
  if (!isAdmin) {
    return (
      <AdminPage title={title}>
        <EmptyState title={title}>{t('teachers.docentOnly')}</EmptyState>
      </AdminPage>
    );
  }

  const invite = (
    <Button appearance="primary" onClick={() => setDialog({ kind: 'invite' })}>
      {t('teachers.invite')}
    </Button>
  );
  return (
    <AdminPage title={title} intro={t('teachers.intro')} actions={invite}>
      <Notice>{notice}</Notice>
      {resendInvitation.isError && <ErrorState error={resendInvitation.error} />}
      <QueryState
        query={teachers}
        isEmpty={(data) => data.teachers.length === 0}
        empty={
          <EmptyState title={t('teachers.empty')} action={invite}>
            {t('teachers.emptyText')}
          </EmptyState>
        }
      >
        {(data) => (
          <DataTable
            label={title}
            columns={columns}
            rows={data.teachers}
            rowKey={(teacher) => teacher.id}
            rowTestId={(teacher) => `teacher-${teacher.email ?? teacher.id}`}
          />
        )}
      </QueryState>
      {(dialog?.kind === 'invite' || dialog?.kind === 'edit') && (
        <TeacherFormDialog
          accountId={accountId}
          groups={(groups.data?.groups ?? []).filter((g) => !g.archived)}
          teacher={dialog.kind === 'edit' ? dialog.teacher : undefined}
          lockRole={dialog.kind === 'edit' && dialog.teacher.id === userId}
          onClose={() => setDialog(null)}
          onDone={(saved) => {
            setNotice(
              dialog.kind === 'invite'
                ? t('teachers.invited', { name: saved.name, email: saved.email })
                : t('teachers.saved', { name: saved.name }),
            );
            setDialog(null);
          }}
        />
      )}
      {(dialog?.kind === 'deactivate' || dialog?.kind === 'activate') && (
        <ConfirmDialog
          key={dialog.teacher.id}
          open={dialog.open}
          title={t(`teachers.${dialog.kind}Title`, { name: dialog.teacher.name })}
          confirmLabel={t(`teachers.${dialog.kind}`)}
          busy={toggle.isPending}
          onConfirm={() => setActive(dialog.teacher, dialog.kind === 'activate')}
          onCancel={closeDialog}
        >
          <p>{t(`teachers.${dialog.kind}Text`, { name: dialog.teacher.name })}</p>
          {toggle.isError && <ErrorState error={toggle.error} />}
        </ConfirmDialog>
      )}
    </AdminPage>
  );
}
