import {
  Badge,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  OFFICE_SUPPORT_PATHS as P,
  type OfficeRole,
  type OfficeUser,
} from '../../../domain/contracts/office-support';
import { fieldErrorsOfResponse } from '../../../shell/lib/http';
import { AdminPage } from '../../shared/AdminPage';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { formatRelativeDay } from '../../shared/format';
import { sendJson } from '../../shared/queries';
import { RowMenu } from '../../shared/RowMenu';
import { EmptyState, ErrorState, LoadingState, Notice } from '../../shared/States';
import { supportKeys, useOfficeUsers, useSupportScreen } from '../support/api';
import { InviteStaffDialog } from './InviteStaffDialog';

const useStyles = makeStyles({
  table: { maxWidth: '1400px' },
  email: { width: '30%' },
  wrap: { display: 'block', minWidth: 0, overflowWrap: 'anywhere', wordBreak: 'break-all' },
  narrowCol: { width: '13%' },
  name: { fontWeight: 600 },
  sub: { display: 'block', color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  narrowHidden: { '@media (max-width: 599px)': { display: 'none' } },
  narrowOnly: { '@media (min-width: 600px)': { display: 'none' } },
  wideOnly: { '@media (max-width: 959px)': { display: 'none' } },
});

const STATUS_COLOR = { active: 'success', invited: 'informative', deactivated: 'subtle' } as const;

type Change =
  | { kind: 'role'; user: OfficeUser; role: OfficeRole }
  | { kind: 'deactivate' | 'activate'; user: OfficeUser };
/** `open: false`: closed but still mounted, so Fluent's modal gives the page back cleanly. */
type Dialog = { kind: 'invite' } | { kind: 'confirm'; change: Change; open: boolean };

/** o-medewerkers: office and superadmin users (superadmin only). */
export function StaffPage() {
  const { t, userId, isSuperadmin } = useSupportScreen();
  const styles = useStyles();
  const users = useOfficeUsers(isSuperadmin);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const queryClient = useQueryClient();

  const apply = useMutation({
    mutationFn: (change: Change) =>
      change.kind === 'role'
        ? sendJson<OfficeUser>('patch', P.staffMember(change.user.id), { role: change.role })
        : sendJson<OfficeUser>(
            'post',
            change.kind === 'deactivate'
              ? P.deactivateStaff(change.user.id)
              : P.activateStaff(change.user.id),
          ),
    onSuccess: async (saved, change) => {
      await queryClient.invalidateQueries({ queryKey: supportKeys.staff });
      setNotice(
        change.kind === 'role'
          ? t('staff.roleChanged', { name: saved.name, role: t(`staff.roles.${saved.role}`) })
          : t(change.kind === 'deactivate' ? 'staff.deactivated' : 'staff.activated', { name: saved.name }),
      );
      closeConfirm();
    },
  });
  function closeConfirm() {
    setDialog((d) => (d?.kind === 'confirm' ? { ...d, open: false } : d));
  }
  const refusal = (error: unknown) => {
    const code = Object.values(fieldErrorsOfResponse(error) ?? {})[0];
    return code ? t(`staff.errors.${code}`, { defaultValue: '' }) || undefined : undefined;
  };

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
      {users.isPending ? (
        <LoadingState />
      ) : users.isError ? (
        <ErrorState error={users.error} onRetry={() => void users.refetch()} />
      ) : users.data.users.length === 0 ? (
        <EmptyState title={t('staff.empty')} action={invite}>
          {t('staff.emptyText')}
        </EmptyState>
      ) : (
        <Table aria-label={title} className={styles.table}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('staff.columns.name')}</TableHeaderCell>
              <TableHeaderCell className={`${styles.wideOnly} ${styles.email}`}>
                {t('staff.columns.email')}
              </TableHeaderCell>
              <TableHeaderCell className={`${styles.narrowHidden} ${styles.narrowCol}`}>
                {t('staff.columns.role')}
              </TableHeaderCell>
              <TableHeaderCell className={`${styles.wideOnly} ${styles.narrowCol}`}>
                {t('staff.columns.lastSignIn')}
              </TableHeaderCell>
              <TableHeaderCell className={styles.narrowCol}>{t('staff.columns.status')}</TableHeaderCell>
              <TableHeaderCell style={{ width: 56 }}>
                <span className="visually-hidden">{t('common:admin.actions')}</span>
              </TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {users.data.users.map((user) => {
              const self = user.id === userId;
              const other: OfficeRole = user.role === 'office' ? 'superadmin' : 'office';
              return (
                <TableRow key={user.id} data-testid={`staff-${user.username}`}>
                  <TableCell>
                    <span className={styles.name}>{user.name}</span> {self && t('staff.you')}
                    <span className={`${styles.sub} ${styles.wideOnly}`}>
                      {user.username !== user.email && user.username}
                    </span>
                    <span className={`${styles.sub} ${styles.narrowOnly}`}>
                      {t(`staff.roles.${user.role}`)}
                    </span>
                    <span className={styles.sub} style={{ overflowWrap: 'anywhere' }}>
                      <span className={styles.narrowOnly}>{user.email}</span>
                    </span>
                  </TableCell>
                  <TableCell className={`${styles.wideOnly} ${styles.email}`}>
                    <span className={styles.wrap}>{user.email ?? '—'}</span>
                  </TableCell>
                  <TableCell className={styles.narrowHidden}>{t(`staff.roles.${user.role}`)}</TableCell>
                  <TableCell className={styles.wideOnly}>
                    {user.lastSignInAt ? formatRelativeDay(user.lastSignInAt) : t('staff.never')}
                  </TableCell>
                  <TableCell>
                    <Badge appearance="tint" color={STATUS_COLOR[user.status]}>
                      {t(`staff.status.${user.status}`)}
                    </Badge>
                  </TableCell>
                  <TableCell>
                    {!self && (
                      <RowMenu
                        label={t('staff.menu', { name: user.name })}
                        actions={[
                          {
                            label: t(other === 'superadmin' ? 'staff.makeSuperadmin' : 'staff.makeOffice'),
                            onClick: () =>
                              setDialog({
                                kind: 'confirm',
                                open: true,
                                change: { kind: 'role', user, role: other },
                              }),
                          },
                          {
                            label: t('staff.deactivate'),
                            hidden: user.status === 'deactivated',
                            onClick: () =>
                              setDialog({
                                kind: 'confirm',
                                open: true,
                                change: { kind: 'deactivate', user },
                              }),
                          },
                          {
                            label: t('staff.activate'),
                            hidden: user.status !== 'deactivated',
                            onClick: () =>
                              setDialog({ kind: 'confirm', open: true, change: { kind: 'activate', user } }),
                          },
                        ]}
                      />
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
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
          busy={apply.isPending}
          onConfirm={() => apply.mutate(dialog.change)}
          onCancel={() => {
            apply.reset();
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
          {apply.isError && (
            <ErrorState error={refusal(apply.error) ? new Error(refusal(apply.error)) : apply.error} />
          )}
        </ConfirmDialog>
      )}
    </AdminPage>
  );
}
