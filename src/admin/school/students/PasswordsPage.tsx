import {
  Field,
  Input,
  Switch,
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
import type { StudentPassword } from '../../../domain/contracts/roster';
import { fieldErrorsOfResponse } from '../../../shell/lib/http';
import { AdminPage } from '../../shared/AdminPage';
import { fieldMessage } from '../../shared/FormDialog';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { formatDateTime } from '../../shared/format';
import { EmptyState, ErrorState, LoadingState, Notice } from '../../shared/States';
import { RowMenu } from '../../shared/RowMenu';
import { usePasswords, useStudents } from '../shared/roster-api';
import { PrintCardsButton, PrintPasswordListButton, usePrintOneCard } from '../shared/PrintCardsButton';
import { useRenewCard, useResetPassword, useStudentsScreen } from './api';

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: '12px', alignItems: 'center', marginBottom: '12px' },
  code: {
    fontFamily: 'ui-monospace, monospace',
    fontSize: tokens.fontSizeBase400,
    padding: '4px 10px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  mono: { fontFamily: 'ui-monospace, monospace', fontSize: '1.05em' },
  muted: {
    color: tokens.colorNeutralForeground3,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
  },
  /** Long one-word headers ("Gebruikersnaam") break at their soft hyphen on a phone. */
  header: { hyphens: 'manual' },
  hint: { color: tokens.colorNeutralForeground3, maxWidth: '880px', margin: '0 0 12px' },
  narrowHidden: { '@media (max-width: 599px)': { display: 'none' } },
});

type Dialog = { kind: 'reset'; student: StudentPassword } | { kind: 'renew'; student: StudentPassword };

/** a-wachtwoorden: user names and passwords of a group, new passwords, new cards, and printing the cards. */
export function PasswordsPage() {
  const screen = useStudentsScreen();
  const { t, groepId, context } = screen;
  const styles = useStyles();
  const passwords = usePasswords(groepId);
  const group = useStudents(groepId).data?.group;
  const [shown, setShown] = useState(false);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const printCard = usePrintOneCard(groepId);
  const crumbs = context
    ? [
        { label: t('school:groups.title_home'), to: screen.link('a-groepen') },
        { label: t('passwords.title') },
      ]
    : [
        { label: t('school:groups.title'), to: screen.link('a-groepen') },
        { label: group?.name ?? '…', to: screen.link('a-leerlingen') },
        { label: t('passwords.title') },
      ];

  return (
    <AdminPage
      title={t('passwords.title')}
      crumbs={crumbs}
      intro={t('passwords.intro')}
      actions={
        passwords.data?.students.length ? (
          <>
            <PrintCardsButton groepId={groepId} groupName={group?.name ?? 'groep'} primary />
            <PrintPasswordListButton groepId={groepId} groupName={group?.name ?? 'groep'} />
          </>
        ) : undefined
      }
    >
      <Notice>{notice}</Notice>
      {printCard.isError && <ErrorState error={printCard.error} />}
      {passwords.isPending ? (
        <LoadingState />
      ) : passwords.isError ? (
        <ErrorState error={passwords.error} onRetry={() => void passwords.refetch()} />
      ) : passwords.data.students.length === 0 ? (
        <EmptyState title={t('passwords.empty')} />
      ) : (
        <>
          <div className={styles.toolbar}>
            <span>
              {t('passwords.schoolCode')}: <span className={styles.code}>{passwords.data.loginCode}</span>
            </span>
            <Switch
              checked={shown}
              onChange={(_e, data) => setShown(data.checked)}
              label={t(shown ? 'passwords.hide' : 'passwords.show')}
            />
          </div>
          <p className={styles.hint} data-testid="cards-keep-safe">
            {t('cards.keepSafe')}
          </p>
          {passwords.data.students.some((s) => s.hasPassword && !s.password) && (
            <p className={styles.hint}>{t('passwords.notKnownHint')}</p>
          )}
          <Table aria-label={t('passwords.title')} style={{ maxWidth: 1200 }}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell className={styles.header}>{t('passwords.columns.name')}</TableHeaderCell>
                <TableHeaderCell className={styles.header}>{t('passwords.columns.username')}</TableHeaderCell>
                <TableHeaderCell className={styles.header}>{t('passwords.columns.password')}</TableHeaderCell>
                <TableHeaderCell className={styles.narrowHidden}>
                  {t('passwords.columns.card')}
                </TableHeaderCell>
                <TableHeaderCell style={{ width: 64 }}>
                  <span className="visually-hidden">{t('common:admin.actions')}</span>
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {passwords.data.students.map((s) => (
                <TableRow key={s.id} data-testid={`password-${s.username}`}>
                  <TableCell>{s.displayName}</TableCell>
                  <TableCell className={styles.mono}>{s.username}</TableCell>
                  <TableCell className={styles.mono}>
                    {!s.password ? (
                      <span className={styles.muted}>
                        {t(s.hasPassword ? 'passwords.notKnown' : 'passwords.unknown')}
                      </span>
                    ) : shown ? (
                      s.password
                    ) : (
                      <span className={styles.muted} aria-label={t('passwords.hidden')}>
                        ••••••
                      </span>
                    )}
                  </TableCell>
                  <TableCell className={styles.narrowHidden}>
                    {s.cardUsedAt ? formatDateTime(s.cardUsedAt) : t('passwords.cardNever')}
                  </TableCell>
                  <TableCell>
                    <RowMenu
                      label={t('passwords.menu', { name: s.displayName })}
                      actions={[
                        {
                          label: t('passwords.reset'),
                          onClick: () => setDialog({ kind: 'reset', student: s }),
                        },
                        {
                          label: t('school:cards.printOne'),
                          onClick: () => printCard.mutate(s),
                        },
                        {
                          label: t('passwords.renew'),
                          onClick: () => setDialog({ kind: 'renew', student: s }),
                        },
                      ]}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
      {dialog?.kind === 'reset' && (
        <ResetPasswordDialog
          student={dialog.student}
          groepId={groepId}
          onDone={(password) => {
            setNotice(t('passwords.resetDone', { name: dialog.student.displayName, password }));
            setDialog(null);
          }}
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'renew' && (
        <RenewCardDialog
          student={dialog.student}
          groepId={groepId}
          onDone={() => {
            setNotice(t('passwords.renewed', { name: dialog.student.displayName }));
            setDialog(null);
          }}
          onCancel={() => setDialog(null)}
        />
      )}
    </AdminPage>
  );
}

function ResetPasswordDialog({
  student,
  groepId,
  onDone,
  onCancel,
}: {
  student: StudentPassword;
  groepId: string;
  onDone: (password: string) => void;
  onCancel: () => void;
}) {
  const { t } = useStudentsScreen();
  const [password, setPassword] = useState('');
  const reset = useResetPassword(groepId);
  const fieldError = fieldErrorsOfResponse(reset.error)?.password;
  return (
    <ConfirmDialog
      open
      title={t('passwords.resetTitle', { name: student.displayName })}
      confirmLabel={t('passwords.reset')}
      busy={reset.isPending}
      onConfirm={() =>
        reset.mutate({ student, password }, { onSuccess: (result) => onDone(result.password) })
      }
      onCancel={onCancel}
    >
      <p>{t('passwords.resetText')}</p>
      <Field
        label={t('passwords.newPassword')}
        validationMessage={fieldMessage(t, 'passwords.errors', fieldError)}
      >
        <Input value={password} onChange={(_e, data) => setPassword(data.value)} autoComplete="off" />
      </Field>
      {reset.isError && !fieldError && <ErrorState error={reset.error} />}
    </ConfirmDialog>
  );
}

function RenewCardDialog({
  student,
  groepId,
  onDone,
  onCancel,
}: {
  student: StudentPassword;
  groepId: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useStudentsScreen();
  const renew = useRenewCard(groepId);
  return (
    <ConfirmDialog
      open
      title={t('passwords.renewTitle', { name: student.displayName })}
      confirmLabel={t('passwords.renew')}
      busy={renew.isPending}
      onConfirm={() => renew.mutate(student, { onSuccess: onDone })}
      onCancel={onCancel}
    >
      <p>{t('passwords.renewText', { name: student.displayName })}</p>
      {renew.isError && <ErrorState error={renew.error} />}
    </ConfirmDialog>
  );
}
