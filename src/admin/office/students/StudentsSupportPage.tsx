import {
  Badge,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { STUDENT_SEARCH_LIMIT, type SupportStudent } from '../../../domain/contracts/office-support';
import { AdminPage } from '../../shared/AdminPage';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { formatDateTime, formatRelativeDay } from '../../shared/format';
import { RowMenu } from '../../shared/RowMenu';
import { EmptyState, ErrorState, LoadingState, Notice } from '../../shared/States';
import { useResetStudentPassword, useStudentSearch, useStudentsScreen, useUnlockStudent } from './api';
import { MoveStudentDialog } from './MoveStudentDialog';
import { NewPasswordDialog } from './NewPasswordDialog';

const useStyles = makeStyles({
  search: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: '8px', marginBottom: '16px' },
  field: { flex: '1 1 260px', maxWidth: '520px' },
  table: { maxWidth: '1400px' },
  name: { fontWeight: 600 },
  sub: { display: 'block', color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  narrowHidden: { '@media (max-width: 599px)': { display: 'none' } },
  narrowOnly: { '@media (min-width: 600px)': { display: 'none' } },
  wideOnly: { '@media (max-width: 959px)': { display: 'none' } },
  more: { marginBottom: '12px' },
});

type Dialog =
  | { kind: 'reset'; student: SupportStudent; open: boolean }
  | { kind: 'password'; student: SupportStudent; password: string }
  | { kind: 'move'; student: SupportStudent };

/** o-leerlingen: any student of any account, for support ("a child cannot log in"). */
export function StudentsSupportPage() {
  const { t } = useStudentsScreen();
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const text = params.get('zoek') ?? '';
  const [draft, setDraft] = useState(text);
  const [tooShort, setTooShort] = useState(false);
  const search = useStudentSearch(text);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const reset = useResetStudentPassword();
  const unlock = useUnlockStudent();
  const resetFor = (student: SupportStudent) =>
    reset.mutate(student, {
      onSuccess: ({ password }) => {
        setNotice(null);
        setDialog({ kind: 'password', student, password });
      },
    });
  const unlockFor = (student: SupportStudent) =>
    unlock.mutate(student, {
      onSuccess: () =>
        setNotice(
          t(student.lockedUntil ? 'students.unlocked' : 'students.notLocked', { name: student.displayName }),
        ),
    });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const value = draft.trim();
    setTooShort(value.length < 2);
    if (value.length < 2) return;
    setNotice(null);
    setParams(value ? { zoek: value } : {});
  }

  const title = t('students.title');
  return (
    <AdminPage title={title} intro={t('students.intro')}>
      <form className={styles.search} onSubmit={onSubmit} role="search">
        <Field
          className={styles.field}
          label={t('students.searchLabel')}
          validationMessage={tooShort ? t('common:validation.minLength', { 0: 2 }) : undefined}
        >
          <Input
            type="search"
            value={draft}
            onChange={(_e, data) => setDraft(data.value)}
            placeholder={t('students.searchPlaceholder')}
          />
        </Field>
        <Button type="submit" appearance="primary">
          {t('students.search')}
        </Button>
      </form>
      <Notice>{notice}</Notice>
      {unlock.isError && <ErrorState error={unlock.error} />}
      {text.length < 2 ? (
        <EmptyState title={t('students.startTitle')}>{t('students.startText')}</EmptyState>
      ) : search.isPending ? (
        <LoadingState />
      ) : search.isError ? (
        <ErrorState error={search.error} onRetry={() => void search.refetch()} />
      ) : search.data.students.length === 0 ? (
        <EmptyState title={t('students.empty', { text })}>{t('students.emptyText')}</EmptyState>
      ) : (
        <>
          {search.data.more && (
            <MessageBar intent="info" className={styles.more}>
              <MessageBarBody>{t('students.more', { count: STUDENT_SEARCH_LIMIT })}</MessageBarBody>
            </MessageBar>
          )}
          <Table aria-label={title} className={styles.table}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('students.columns.student')}</TableHeaderCell>
                <TableHeaderCell className={styles.narrowHidden}>
                  {t('students.columns.account')}
                </TableHeaderCell>
                <TableHeaderCell className={styles.wideOnly}>{t('students.columns.group')}</TableHeaderCell>
                <TableHeaderCell className={styles.wideOnly}>
                  {t('students.columns.lastSignIn')}
                </TableHeaderCell>
                <TableHeaderCell>{t('students.columns.status')}</TableHeaderCell>
                <TableHeaderCell style={{ width: 56 }}>
                  <span className="visually-hidden">{t('common:admin.actions')}</span>
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {search.data.students.map((student) => {
                const group = student.group?.name ?? t('students.noGroup');
                return (
                  <TableRow key={student.id} data-testid={`student-${student.username}`}>
                    <TableCell>
                      <span className={styles.name}>{student.displayName}</span>
                      <span className={styles.sub}>{student.username}</span>
                      <span className={`${styles.sub} ${styles.narrowOnly}`}>
                        {student.account.name} · {group}
                      </span>
                    </TableCell>
                    <TableCell className={styles.narrowHidden}>
                      {student.account.name}
                      <span className={styles.sub}>
                        {t('students.schoolCode', { code: student.account.loginCode })}
                        <span className={styles.narrowOnly}> · {group}</span>
                      </span>
                    </TableCell>
                    <TableCell className={styles.wideOnly}>{group}</TableCell>
                    <TableCell className={styles.wideOnly}>
                      {student.lastSignInAt ? formatRelativeDay(student.lastSignInAt) : t('students.never')}
                    </TableCell>
                    <TableCell>
                      {student.lockedUntil ? (
                        <>
                          <Badge appearance="tint" color="danger">
                            {t('students.locked')}
                          </Badge>
                          <span className={styles.sub}>
                            {t('students.lockedUntil', { time: formatDateTime(student.lockedUntil) })}
                          </span>
                        </>
                      ) : !student.hasPassword ? (
                        <Badge appearance="tint" color="warning">
                          {t('students.noPassword')}
                        </Badge>
                      ) : (
                        <Badge appearance="tint" color="success">
                          {t('students.ok')}
                        </Badge>
                      )}
                    </TableCell>
                    <TableCell>
                      <RowMenu
                        label={t('students.menu', { name: student.displayName })}
                        actions={[
                          {
                            label: t('students.resetPassword'),
                            onClick: () => setDialog({ kind: 'reset', student, open: true }),
                          },
                          { label: t('students.unlock'), onClick: () => unlockFor(student) },
                          { label: t('students.move'), onClick: () => setDialog({ kind: 'move', student }) },
                        ]}
                      />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </>
      )}
      {dialog?.kind === 'reset' && (
        <ConfirmDialog
          key={dialog.student.id}
          open={dialog.open}
          title={t('students.resetTitle', { name: dialog.student.displayName })}
          confirmLabel={t('students.resetConfirm')}
          busy={reset.isPending}
          onConfirm={() => resetFor(dialog.student)}
          onCancel={() => {
            reset.reset();
            setDialog({ ...dialog, open: false });
          }}
        >
          <p>
            {t('students.resetText', {
              name: dialog.student.displayName,
              username: dialog.student.username,
              account: dialog.student.account.name,
            })}
          </p>
          {reset.isError && <ErrorState error={reset.error} />}
        </ConfirmDialog>
      )}
      {dialog?.kind === 'password' && (
        <NewPasswordDialog
          student={dialog.student}
          password={dialog.password}
          onClose={() => {
            // The password is shown once: it leaves memory with the dialog.
            setDialog(null);
            reset.reset();
          }}
        />
      )}
      {dialog?.kind === 'move' && (
        <MoveStudentDialog
          student={dialog.student}
          onClose={() => setDialog(null)}
          onDone={(group) => {
            setNotice(t('students.moved', { name: dialog.student.displayName, group }));
            setDialog(null);
          }}
        />
      )}
    </AdminPage>
  );
}
