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
import { useState } from 'react';
import type { Teacher } from '../../../domain/contracts/roster';
import { AdminPage } from '../../shared/AdminPage';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { formatRelativeDay } from '../../shared/format';
import { EmptyState, ErrorState, LoadingState, Notice } from '../../shared/States';
import { RowMenu } from '../../shared/RowMenu';
import { useGroups } from '../shared/roster-api';
import { TeacherFormDialog } from './TeacherFormDialog';
import { useResendInvitation, useSetTeacherActive, useTeachers, useTeachersScreen } from './api';

const useStyles = makeStyles({
  narrowHidden: { '@media (max-width: 599px)': { display: 'none' } },
  narrowOnly: { '@media (min-width: 600px)': { display: 'none' } },
  wideOnly: { '@media (max-width: 959px)': { display: 'none' } },
  name: { fontWeight: 600 },
  sub: { display: 'block', color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  table: { maxWidth: '1400px' },
  badges: { display: 'flex', flexWrap: 'wrap', gap: '4px' },
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
      {teachers.isPending ? (
        <LoadingState />
      ) : teachers.isError ? (
        <ErrorState error={teachers.error} onRetry={() => void teachers.refetch()} />
      ) : teachers.data.teachers.length === 0 ? (
        <EmptyState title={t('teachers.empty')} action={invite}>
          {t('teachers.emptyText')}
        </EmptyState>
      ) : (
        <Table aria-label={title} className={styles.table}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('teachers.columns.name')}</TableHeaderCell>
              <TableHeaderCell className={styles.wideOnly}>{t('teachers.columns.email')}</TableHeaderCell>
              <TableHeaderCell className={styles.narrowHidden}>{t('teachers.columns.role')}</TableHeaderCell>
              <TableHeaderCell className={styles.narrowHidden}>
                {t('teachers.columns.groups')}
              </TableHeaderCell>
              <TableHeaderCell>{t('teachers.columns.status')}</TableHeaderCell>
              <TableHeaderCell style={{ width: 64 }}>
                <span className="visually-hidden">{t('common:admin.actions')}</span>
              </TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {teachers.data.teachers.map((teacher) => {
              const self = teacher.id === userId;
              return (
                <TableRow key={teacher.id} data-testid={`teacher-${teacher.email ?? teacher.id}`}>
                  <TableCell>
                    <span className={styles.name}>{teacher.name}</span> {self && t('teachers.you')}
                    <span className={styles.sub}>
                      <span className={styles.narrowOnly}>
                        {t(`teachers.roles.${teacher.role}`)}
                        {teacher.groups.length > 0 &&
                          ` · ${teacher.groups.map((g) => g.name).join(', ')}`}{' '}
                      </span>
                      {teacher.lastSignInAt &&
                        t('teachers.lastSignIn', { when: formatRelativeDay(teacher.lastSignInAt) })}
                    </span>
                  </TableCell>
                  <TableCell className={styles.wideOnly}>{teacher.email}</TableCell>
                  <TableCell className={styles.narrowHidden}>{t(`teachers.roles.${teacher.role}`)}</TableCell>
                  <TableCell className={styles.narrowHidden}>
                    {teacher.groups.map((g) => g.name).join(', ') || t('teachers.noGroups')}
                  </TableCell>
                  <TableCell>
                    <Badge appearance="tint" color={STATUS_COLOR[teacher.status]}>
                      {t(`teachers.status.${teacher.status}`)}
                    </Badge>
                  </TableCell>
                  <TableCell>
                    <RowMenu
                      label={t('teachers.menu', { name: teacher.name })}
                      actions={[
                        {
                          label: t('teachers.edit'),
                          onClick: () => setDialog({ kind: 'edit', teacher }),
                        },
                        {
                          label: t('teachers.resend'),
                          onClick: () => resend(teacher),
                          hidden: teacher.status !== 'invited',
                        },
                        {
                          label: t('teachers.deactivate'),
                          onClick: () => setDialog({ kind: 'deactivate', teacher, open: true }),
                          hidden: self || teacher.status === 'deactivated',
                        },
                        {
                          label: t('teachers.activate'),
                          onClick: () => setDialog({ kind: 'activate', teacher, open: true }),
                          hidden: teacher.status !== 'deactivated',
                        },
                      ]}
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
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
