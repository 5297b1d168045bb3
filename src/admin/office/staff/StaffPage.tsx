import { Badge, Button, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { OfficeRole, OfficeUser } from '../../../domain/contracts/office-support';
import { fieldErrorsOfResponse } from '../../../shell/lib/http';
import { AdminPage } from '../../shared/AdminPage';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { DataTable, type Column } from '../../shared/DataTable';
import { formatRelativeDay } from '../../shared/format';
import { QueryState } from '../../shared/QueryState';
import { RowMenu } from '../../shared/RowMenu';
import { EmptyState, ErrorState, Notice } from '../../shared/States';
import { useChangeStaff, useOfficeUsers, useStaffScreen, type StaffChange } from './api';
import { InviteStaffDialog } from './InviteStaffDialog';

const useStyles = makeStyles({
  name: { fontWeight: 600 },
  sub: { display: 'block', color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  narrowOnly: { '@media (min-width: 600px)': { display: 'none' } },
  wideOnly: { '@media (max-width: 959px)': { display: 'none' } },
});

const STATUS_COLOR = { active: 'success', invited: 'informative', deactivated: 'subtle' } as const;

/** `open: false`: closed but still mounted, so Fluent's modal gives the page back cleanly. */
type Dialog = { kind: 'invite' } | { kind: 'confirm'; change: StaffChange; open: boolean };

/** o-medewerkers: office and superadmin users (superadmin only). */
export function StaffPage() {
  const { t, userId, isSuperadmin } = useStaffScreen();
  const styles = useStyles();
  const users = useOfficeUsers(isSuperadmin);
  const change = useChangeStaff();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const confirm = (next: StaffChange) => setDialog({ kind: 'confirm', open: true, change: next });
  const closeConfirm = () => setDialog((d) => (d?.kind === 'confirm' ? { ...d, open: false } : d));
  const apply = (next: StaffChange) =>
    change.mutate(next, {
      onSuccess: (saved) => {
        setNotice(
          next.kind === 'role'
            ? t('staff.roleChanged', { name: saved.name, role: t(`staff.roles.${saved.role}`) })
            : t(next.kind === 'deactivate' ? 'staff.deactivated' : 'staff.activated', { name: saved.name }),
        );
        closeConfirm();
      },
    });
  const refusal = (error: unknown) => {
    const code = Object.values(fieldErrorsOfResponse(error) ?? {})[0];
    return code ? t(`staff.errors.${code}`, { defaultValue: '' }) || undefined : undefined;
  };

  const columns: Column<OfficeUser>[] = [
    {
      key: 'name',
      header: t('staff.columns.name'),
      cell: (user) => (
        <>
          <span className={styles.name}>{user.name}</span> {user.id === userId && t('staff.you')}
          <span className={`${styles.sub} ${styles.wideOnly}`}>
            {user.username !== user.email && user.username}
          </span>
          <span className={`${styles.sub} ${styles.narrowOnly}`}>{t(`staff.roles.${user.role}`)}</span>
          <span className={`${styles.sub} ${styles.narrowOnly}`}>{user.email}</span>
        </>
      ),
    },
    {
      key: 'email',
      header: t('staff.columns.email'),
      width: '30%',
      hideBelow: 'md',
      cell: (u) => u.email ?? '—',
    },
    {
      key: 'role',
      header: t('staff.columns.role'),
      width: '13%',
      hideBelow: 'sm',
      cell: (u) => t(`staff.roles.${u.role}`),
    },
    {
      key: 'lastSignIn',
      header: t('staff.columns.lastSignIn'),
      width: '13%',
      hideBelow: 'md',
      cell: (u) => (u.lastSignInAt ? formatRelativeDay(u.lastSignInAt) : t('staff.never')),
    },
    {
      key: 'status',
      header: t('staff.columns.status'),
      width: '13%',
      cell: (u) => (
        <Badge appearance="tint" color={STATUS_COLOR[u.status]}>
          {t(`staff.status.${u.status}`)}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: t('common:admin.actions'),
      hiddenHeader: true,
      width: '56px',
      cell: (user) => {
        if (user.id === userId) return null;
        const other: OfficeRole = user.role === 'office' ? 'superadmin' : 'office';
        return (
          <RowMenu
            label={t('staff.menu', { name: user.name })}
            actions={[
              {
                label: t(other === 'superadmin' ? 'staff.makeSuperadmin' : 'staff.makeOffice'),
                onClick: () => confirm({ kind: 'role', user, role: other }),
              },
              {
                label: t('staff.deactivate'),
                hidden: user.status === 'deactivated',
                onClick: () => confirm({ kind: 'deactivate', user }),
              },
              {
                label: t('staff.activate'),
                hidden: user.status !== 'deactivated',
                onClick: () => confirm({ kind: 'activate', user }),
              },
            ]}
          />
        );
      },
    },
  ];

  const title = t('staff.title');
  if (!isSuperadmin) {
    return (
      <AdminPage title={title}>
        <EmptyState title={t('staff.onlySuperadmin')}>{t('staff.onlySuperadminText')}</EmptyState>
      </AdminPage>
    );
  }
  const invite = (
    <Button appearance="primary" onClick={() => setDialog({ kind: 'invite' })}>
      {t('staff.invite')}
    </Button>
  );
  return (
    <AdminPage title={title} intro={t('staff.intro')} actions={invite}>
      <Notice>{notice}</Notice>
      <QueryState
        query={users}
        isEmpty={(data) => data.users.length === 0}
        empty={
          <EmptyState title={t('staff.empty')} action={invite}>
            {t('staff.emptyText')}
          </EmptyState>
        }
      >
        {(data) => (
          <DataTable
            label={title}
            columns={columns}
            rows={data.users}
            rowKey={(u) => u.id}
            rowTestId={(u) => `staff-${u.username}`}
          />
        )}
      </QueryState>
      {dialog?.kind === 'invite' && (
        <InviteStaffDialog
          onClose={() => setDialog(null)}
          onDone={(saved) => {
            setNotice(t('staff.invited', { name: saved.name, email: saved.email }));
            setDialog(null);
          }}
        />
      )}
      {dialog?.kind === 'confirm' && (
        <ConfirmDialog
          key={`${dialog.change.kind}-${dialog.change.user.id}`}
          open={dialog.open}
          title={
            dialog.change.kind === 'role'
              ? t('staff.roleTitle', { name: dialog.change.user.name })
              : t(`staff.${dialog.change.kind}Title`, { name: dialog.change.user.name })
          }
          confirmLabel={
            dialog.change.kind === 'role' ? t('staff.roleConfirm') : t(`staff.${dialog.change.kind}`)
          }
          busy={change.isPending}
          onConfirm={() => apply(dialog.change)}
          onCancel={() => {
            change.reset();
            closeConfirm();
          }}
        >
          <p>
            {dialog.change.kind === 'role'
              ? t('staff.roleText', {
                  name: dialog.change.user.name,
                  role: t(`staff.roles.${dialog.change.role}`),
                })
              : t(`staff.${dialog.change.kind}Text`, {
                  name: dialog.change.user.name,
                  email: dialog.change.user.email ?? dialog.change.user.username,
                })}
          </p>
          {change.isError && (
            <ErrorState error={refusal(change.error) ? new Error(refusal(change.error)) : change.error} />
          )}
        </ConfirmDialog>
      )}
    </AdminPage>
  );
}
