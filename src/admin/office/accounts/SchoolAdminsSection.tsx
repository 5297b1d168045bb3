import { Badge, Button, Field, makeStyles, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { inviteTeacherBodySchema, type Teacher } from '../../../domain/contracts/roster';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { DataTable, type Column } from '../../shared/DataTable';
import { FormDialog, fieldMessage } from '../../shared/FormDialog';
import { formatRelativeDay } from '../../shared/format';
import { QueryState } from '../../shared/QueryState';
import { RowMenu } from '../../shared/RowMenu';
import { ErrorState, Notice } from '../../shared/States';
import {
  useAddSchoolAdmin,
  useChangeSchoolAdmin,
  useResendInvitation,
  useSchoolStaff,
  type SchoolAdminChange,
} from './api';
import { FormInput } from '../../shared/FormInput';

const useStyles = makeStyles({
  section: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: '12px 16px 16px',
    display: 'grid',
    // One column as wide as the page allows: the table wraps rather than widening the page on a phone.
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: '8px',
    minWidth: 0,
  },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px 16px' },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, marginRight: 'auto' },
  text: { margin: 0, maxWidth: '70ch' },
  name: { fontWeight: tokens.fontWeightSemibold },
  sub: { display: 'block', color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

const STATUS_COLOR = { active: 'success', invited: 'informative', deactivated: 'subtle' } as const;

type Confirm = SchoolAdminChange & { open: boolean };

/**
 * The school's administrators on the office's account page: who they are and whether they signed in;
 * add one (an invitation by mail), send an invitation again, take the administrator role away (they
 * stay a teacher) or switch them off. The server keeps one active administrator (lastSchooladmin).
 */
export function SchoolAdminsSection({ accountId, teachers }: { accountId: string; teachers: number }) {
  const { t } = useTranslation('office-accounts');
  const styles = useStyles();
  const staff = useSchoolStaff(accountId);
  const resend = useResendInvitation(accountId);
  const change = useChangeSchoolAdmin(accountId);
  const [adding, setAdding] = useState(false);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const ask = (kind: Confirm['kind'], admin: Teacher) => setConfirm({ kind, admin, open: true });
  const closeConfirm = () => {
    change.reset();
    setConfirm((c) => c && { ...c, open: false });
  };
  const apply = (next: SchoolAdminChange) =>
    change.mutate(next, {
      onSuccess: (saved) => {
        setNotice(t(`admins.${next.kind}Done`, { name: saved.name }));
        setConfirm((c) => c && { ...c, open: false });
      },
    });

  const columns: Column<Teacher>[] = [
    {
      key: 'name',
      header: t('admins.columns.name'),
      cell: (admin) => (
        <>
          <span className={styles.name}>{admin.name}</span>
          <span className={styles.sub}>{admin.email}</span>
        </>
      ),
    },
    {
      key: 'lastSignIn',
      header: t('admins.columns.lastSignIn'),
      hideBelow: 'sm',
      cell: (admin) => (admin.lastSignInAt ? formatRelativeDay(admin.lastSignInAt) : t('admins.never')),
    },
    {
      key: 'status',
      header: t('admins.columns.status'),
      cell: (admin) => (
        <Badge appearance="tint" color={STATUS_COLOR[admin.status]}>
          {t(`admins.status.${admin.status}`)}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: t('common:admin.actions'),
      hiddenHeader: true,
      width: '64px',
      cell: (admin) => (
        <RowMenu
          label={t('admins.menu', { name: admin.name })}
          actions={[
            {
              label: t('admins.resend'),
              onClick: () =>
                resend.mutate(admin, {
                  onSuccess: (saved) => setNotice(t('admins.resent', { email: saved.email })),
                }),
              hidden: admin.status !== 'invited',
            },
            { label: t('admins.demote'), onClick: () => ask('demote', admin) },
            {
              label: t('admins.deactivate'),
              onClick: () => ask('deactivate', admin),
              hidden: admin.status === 'deactivated',
            },
            {
              label: t('admins.activate'),
              onClick: () => ask('activate', admin),
              hidden: admin.status !== 'deactivated',
            },
          ]}
        />
      ),
    },
  ];

  return (
    <section className={styles.section} aria-labelledby="admins-title">
      <div className={styles.head}>
        <h2 id="admins-title" className={styles.title}>
          {t('admins.title')}
        </h2>
        <Button appearance="primary" onClick={() => setAdding(true)}>
          {t('admins.add')}
        </Button>
      </div>
      <Notice>{notice}</Notice>
      {resend.isError && <ErrorState error={resend.error} />}
      <QueryState
        query={staff}
        isEmpty={(data) => !data.teachers.some((s) => s.role === 'schooladmin')}
        empty={<p className={styles.text}>{t('admins.none')}</p>}
      >
        {(data) => (
          <DataTable
            label={t('admins.title')}
            columns={columns}
            rows={data.teachers.filter((s) => s.role === 'schooladmin')}
            rowKey={(admin) => admin.id}
            rowTestId={(admin) => `admin-${admin.email ?? admin.id}`}
          />
        )}
      </QueryState>
      <p className={styles.text}>{t('admins.teachers', { count: teachers })}</p>
      {adding && (
        <AddAdminDialog
          accountId={accountId}
          onClose={() => setAdding(false)}
          onDone={(saved) => {
            setNotice(t('admins.added', { name: saved.name, email: saved.email }));
            setAdding(false);
          }}
        />
      )}
      {confirm && (
        <ConfirmDialog
          key={confirm.admin.id}
          open={confirm.open}
          title={t(`admins.${confirm.kind}Title`, { name: confirm.admin.name })}
          confirmLabel={t(`admins.${confirm.kind}`)}
          busy={change.isPending}
          onConfirm={() => apply(confirm)}
          onCancel={closeConfirm}
        >
          <p>{t(`admins.${confirm.kind}Text`, { name: confirm.admin.name })}</p>
          {change.isError && <ErrorState error={change.error} />}
        </ConfirmDialog>
      )}
    </section>
  );
}

const addAdminSchema = inviteTeacherBodySchema.pick({ name: true, email: true });
type AddAdminValues = { name: string; email: string };
const FIELDS = ['name', 'email'];
const ERRORS = 'admins.errors';

/** Invites a school administrator by mail; the server's refusal (address in use) lands on its field. */
function AddAdminDialog({
  accountId,
  onDone,
  onClose,
}: {
  accountId: string;
  onDone: (saved: Teacher) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('office-accounts');
  const form = useForm<AddAdminValues>({
    resolver: zodResolver(addAdminSchema),
    defaultValues: { name: '', email: '' },
  });
  const save = useAddSchoolAdmin(accountId);
  const errors = form.formState.errors;
  return (
    <FormDialog
      title={t('admins.form.title')}
      text={t('admins.form.text')}
      form={form}
      fields={FIELDS}
      mutation={save}
      onSaved={onDone}
      submitLabel={t('admins.form.send')}
      errorKeys={ERRORS}
      t={t}
      onClose={onClose}
    >
      <Field
        label={t('admins.form.name')}
        required
        validationMessage={fieldMessage(t, ERRORS, errors.name?.message)}
      >
        <FormInput control={form.control} name="name" autoComplete="off" />
      </Field>
      <Field
        label={t('admins.form.email')}
        required
        validationMessage={fieldMessage(t, ERRORS, errors.email?.message)}
      >
        <FormInput control={form.control} name="email" type="email" autoComplete="off" />
      </Field>
    </FormDialog>
  );
}
