import {
  Button,
  Dropdown,
  Field,
  Input,
  Option,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  TRASH_DAYS_MAX,
  TRASH_DAYS_MIN,
  updateAccountBodySchema,
  type GroupSummary,
  type TrashedStudent,
} from '../../../domain/contracts/roster';
import { applyServerFieldErrors } from '../../../shell/lib/forms';
import { AdminPage } from '../../shared/AdminPage';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { fieldMessage } from '../../shared/FormDialog';
import { formatDate } from '../../shared/format';
import { EmptyState, ErrorState, LoadingState, Notice } from '../../shared/States';
import { RowMenu } from '../../shared/RowMenu';
import { useGroups } from '../shared/roster-api';
import { usePurgeStudent, useRestoreStudent, useSaveTrashDays, useTrash, useTrashScreen } from './api';

const useStyles = makeStyles({
  narrowHidden: { '@media (max-width: 599px)': { display: 'none' } },
  narrowOnly: { '@media (min-width: 600px)': { display: 'none' } },
  name: { fontWeight: 600 },
  sub: { display: 'block', color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  table: { maxWidth: '1400px' },
  settings: {
    marginTop: '32px',
    maxWidth: '70ch',
    display: 'grid',
    gap: '8px',
  },
  settingsTitle: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  daysRow: { display: 'flex', flexWrap: 'wrap', alignItems: 'start', gap: '8px' },
  saveDays: { marginTop: '26px' },
});

/** `open: false`: closed, but still mounted, so Fluent's modal gives the page back (aria-hidden) cleanly. */
type Dialog = { kind: 'restore' | 'purge'; student: TrashedStudent; open: boolean };

/**
 * a-prullenbak: students deleted from a group, restorable until their purge day; a schooladmin also
 * deletes one for good now and sets the account's trash days. A docent sees their groups' students.
 */
export function TrashPage() {
  const screen = useTrashScreen();
  const { t, accountId, isAdmin, context } = screen;
  const styles = useStyles();
  const trash = useTrash(accountId);
  const groups = useGroups(accountId);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const restore = useRestoreStudent(accountId);
  const restoreInto = (student: TrashedStudent, groupId?: string) =>
    restore.mutate(
      { student, groupId },
      {
        onSuccess: () => {
          close();
          setNotice(t('trash.restored', { name: student.displayName }));
        },
      },
    );
  const purge = usePurgeStudent(accountId);
  const purgeNow = (student: TrashedStudent) =>
    purge.mutate(student, {
      onSuccess: () => {
        close();
        setNotice(t('trash.purged', { name: student.displayName }));
      },
    });
  function close() {
    setDialog((d) => d && { ...d, open: false });
  }
  const closeDialog = () => {
    restore.reset();
    purge.reset();
    close();
  };
  const startRestore = (student: TrashedStudent) => {
    if (student.groupId && !student.groupArchived) restoreInto(student);
    else setDialog({ kind: 'restore', student, open: true });
  };

  const title = t('trash.title');
  const days = trash.data?.trashDays ?? screen.account.data?.trashDays ?? 30;
  return (
    <AdminPage title={title} intro={t('trash.intro', { count: days, context })}>
      <Notice>{notice}</Notice>
      {restore.isError && !dialog?.open && <ErrorState error={restore.error} />}
      {trash.isPending ? (
        <LoadingState />
      ) : trash.isError ? (
        <ErrorState error={trash.error} onRetry={() => void trash.refetch()} />
      ) : trash.data.students.length === 0 ? (
        <EmptyState title={t('trash.empty')}>{t('trash.emptyText', { count: days, context })}</EmptyState>
      ) : (
        <Table aria-label={title} className={styles.table}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('trash.columns.name')}</TableHeaderCell>
              <TableHeaderCell className={styles.narrowHidden}>{t('trash.columns.group')}</TableHeaderCell>
              <TableHeaderCell className={styles.narrowHidden}>
                {t('trash.columns.deletedAt')}
              </TableHeaderCell>
              <TableHeaderCell>{t('trash.columns.purgeAt')}</TableHeaderCell>
              <TableHeaderCell style={{ width: 64 }}>
                <span className="visually-hidden">{t('common:admin.actions')}</span>
              </TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {trash.data.students.map((student) => (
              <TableRow key={student.id} data-testid={`trash-${student.username}`}>
                <TableCell>
                  <span className={styles.name}>{student.displayName}</span>
                  <span className={styles.sub}>
                    {student.username}
                    <span className={styles.narrowOnly}> · {student.groupName ?? t('trash.noGroup')}</span>
                  </span>
                </TableCell>
                <TableCell className={styles.narrowHidden}>
                  {student.groupName ?? t('trash.noGroup')}{' '}
                  {student.groupName && student.groupArchived && t('trash.archived')}
                </TableCell>
                <TableCell className={styles.narrowHidden}>{formatDate(student.deletedAt)}</TableCell>
                <TableCell>{formatDate(student.purgeAt)}</TableCell>
                <TableCell>
                  <RowMenu
                    label={t('trash.menu', { name: student.displayName })}
                    actions={[
                      { label: t('trash.restore'), onClick: () => startRestore(student) },
                      {
                        label: t('trash.purge'),
                        onClick: () => setDialog({ kind: 'purge', student, open: true }),
                        hidden: !isAdmin,
                      },
                    ]}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {isAdmin && trash.isSuccess && (
        <TrashDaysForm accountId={accountId} days={trash.data.trashDays} onSaved={setNotice} />
      )}
      {dialog?.kind === 'restore' && (
        <RestoreDialog
          key={dialog.student.id}
          open={dialog.open}
          student={dialog.student}
          groups={(groups.data?.groups ?? []).filter((g) => g.kind === 'group' && !g.archived)}
          busy={restore.isPending}
          error={restore.isError ? restore.error : null}
          onConfirm={(groupId) => restoreInto(dialog.student, groupId)}
          onCancel={closeDialog}
        />
      )}
      {dialog?.kind === 'purge' && (
        <ConfirmDialog
          key={dialog.student.id}
          open={dialog.open}
          title={t('trash.purgeTitle', { name: dialog.student.displayName })}
          confirmLabel={t('trash.purgeConfirm')}
          busy={purge.isPending}
          onConfirm={() => purgeNow(dialog.student)}
          onCancel={closeDialog}
        >
          <p>{t('trash.purgeText', { name: dialog.student.displayName })}</p>
          {purge.isError && <ErrorState error={purge.error} />}
        </ConfirmDialog>
      )}
    </AdminPage>
  );
}

function RestoreDialog({
  open,
  student,
  groups,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  student: TrashedStudent;
  groups: GroupSummary[];
  busy: boolean;
  error: unknown;
  onConfirm: (groupId: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTrashScreen();
  const [into, setInto] = useState<GroupSummary | undefined>(undefined);
  return (
    <ConfirmDialog
      open={open}
      title={t('trash.restoreTitle', { name: student.displayName })}
      confirmLabel={t('trash.restore')}
      busy={busy || !into}
      onConfirm={() => into && onConfirm(into.id)}
      onCancel={onCancel}
    >
      <p>{t('trash.restoreText', { name: student.displayName })}</p>
      <Field label={t('trash.restoreInto')}>
        <Dropdown
          value={into?.name ?? ''}
          onOptionSelect={(_e, data) => setInto(groups.find((g) => g.id === data.optionValue))}
        >
          {groups.map((g) => (
            <Option key={g.id} value={g.id}>
              {g.name}
            </Option>
          ))}
        </Dropdown>
      </Field>
      {error ? <ErrorState error={error} /> : null}
    </ConfirmDialog>
  );
}

const daysSchema = updateAccountBodySchema;
type DaysValues = z.input<typeof daysSchema>;

/** The account's trash days (schooladmin): how long a deleted student can still be restored. */
function TrashDaysForm({
  accountId,
  days,
  onSaved,
}: {
  accountId: string;
  days: number;
  onSaved: (message: string) => void;
}) {
  const { t } = useTrashScreen();
  const styles = useStyles();
  const form = useForm<DaysValues, unknown, z.output<typeof daysSchema>>({
    resolver: zodResolver(daysSchema),
    defaultValues: { trashDays: days },
  });
  const save = useSaveTrashDays(accountId);
  const message = form.formState.errors.trashDays?.message;
  return (
    <form
      className={styles.settings}
      aria-labelledby="trash-settings"
      onSubmit={form.handleSubmit((values) =>
        save.mutate(values, {
          onSuccess: () => onSaved(t('trash.daysSaved', { count: values.trashDays })),
          onError: (error) => applyServerFieldErrors(error, form.setError),
        }),
      )}
      noValidate
    >
      <h2 id="trash-settings" className={styles.settingsTitle}>
        {t('trash.settings')}
      </h2>
      <div className={styles.daysRow}>
        <Field
          label={t('trash.days')}
          hint={t('trash.daysHint', { min: TRASH_DAYS_MIN, max: TRASH_DAYS_MAX })}
          validationMessage={fieldMessage(t, 'trash.errors', message)}
        >
          <Controller
            control={form.control}
            name="trashDays"
            render={({ field }) => (
              <Input
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={String(field.value ?? '')}
                onChange={(_e, data) => field.onChange(data.value)}
                type="number"
                inputMode="numeric"
                min={TRASH_DAYS_MIN}
                max={TRASH_DAYS_MAX}
                style={{ width: '10ch' }}
              />
            )}
          />
        </Field>
        <Button type="submit" className={styles.saveDays} disabled={save.isPending}>
          {t('trash.saveDays')}
        </Button>
      </div>
      {save.isError && !message && <ErrorState error={save.error} />}
    </form>
  );
}
