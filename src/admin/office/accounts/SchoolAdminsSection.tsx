import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
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
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  inviteTeacherBodySchema,
  ROSTER_PATHS,
  type Teacher,
  type TeacherListResponse,
} from '../../../domain/contracts/roster';
import { applyServerFieldErrors, translateRule } from '../../../shell/lib/forms';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { FormErrors } from '../../shared/FormErrors';
import { formatRelativeDay } from '../../shared/format';
import { getJson, sendJson } from '../../shared/queries';
import { RowMenu } from '../../shared/RowMenu';
import { ErrorState, LoadingState, Notice } from '../../shared/States';
import { accountKeys } from './api';

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
  person: { overflowWrap: 'anywhere' },
  sub: { display: 'block', color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  narrowHidden: { '@media (max-width: 599px)': { display: 'none' } },
  content: { display: 'grid', gap: '12px' },
});

const STATUS_COLOR = { active: 'success', invited: 'informative', deactivated: 'subtle' } as const;
/** The school's staff through the teachers routes (office may use them for any school). */
const staffKey = (accountId: string) => ['office-school-staff', accountId] as const;
const teacherAction = (accountId: string, id: string, action: 'uitnodiging' | 'deactiveren' | 'activeren') =>
  `${ROSTER_PATHS.teacher(accountId, id)}/${action}`;

type Confirm = { kind: 'demote' | 'deactivate' | 'activate'; admin: Teacher; open: boolean };

/**
 * The school's administrators on the office's account page: who they are and whether they signed in;
 * add one (an invitation by mail), send an invitation again, take the administrator role away (they
 * stay a teacher) or switch them off. The server keeps one active administrator (lastSchooladmin).
 */
export function SchoolAdminsSection({ accountId, teachers }: { accountId: string; teachers: number }) {
  const { t } = useTranslation('office-accounts');
  const styles = useStyles();
  const queryClient = useQueryClient();
  const staff = useQuery({
    queryKey: staffKey(accountId),
    queryFn: () => getJson<TeacherListResponse>(ROSTER_PATHS.teachers(accountId)),
  });
  const [adding, setAdding] = useState(false);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: staffKey(accountId) });
    await queryClient.invalidateQueries({ queryKey: accountKeys.one(accountId) });
  };

  const resend = useMutation({
    mutationFn: (admin: Teacher) =>
      sendJson<Teacher>('post', teacherAction(accountId, admin.id, 'uitnodiging')),
    onSuccess: (saved) => setNotice(t('admins.resent', { email: saved.email })),
  });
  const change = useMutation({
    mutationFn: ({ kind, admin }: Confirm) =>
      kind === 'demote'
        ? sendJson<Teacher>('patch', ROSTER_PATHS.teacher(accountId, admin.id), { role: 'docent' })
        : sendJson<Teacher>(
            'post',
            teacherAction(accountId, admin.id, kind === 'deactivate' ? 'deactiveren' : 'activeren'),
          ),
    onSuccess: async (saved, { kind }) => {
      await refresh();
      setNotice(t(`admins.${kind}Done`, { name: saved.name }));
      setConfirm((c) => c && { ...c, open: false });
    },
  });
  const closeConfirm = () => {
    change.reset();
    setConfirm((c) => c && { ...c, open: false });
  };

  const admins = staff.data?.teachers.filter((s) => s.role === 'schooladmin') ?? [];
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
      {staff.isPending ? (
        <LoadingState />
      ) : staff.isError ? (
        <ErrorState error={staff.error} onRetry={() => void staff.refetch()} />
      ) : admins.length === 0 ? (
        <p className={styles.text}>{t('admins.none')}</p>
      ) : (
        <Table aria-label={t('admins.title')}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('admins.columns.name')}</TableHeaderCell>
              <TableHeaderCell className={styles.narrowHidden}>
                {t('admins.columns.lastSignIn')}
              </TableHeaderCell>
              <TableHeaderCell>{t('admins.columns.status')}</TableHeaderCell>
              <TableHeaderCell style={{ width: 64 }}>
                <span className="visually-hidden">{t('common:admin.actions')}</span>
              </TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {admins.map((admin) => (
              <TableRow key={admin.id} data-testid={`admin-${admin.email ?? admin.id}`}>
                <TableCell className={styles.person}>
                  <span className={styles.name}>{admin.name}</span>
                  <span className={styles.sub}>{admin.email}</span>
                </TableCell>
                <TableCell className={styles.narrowHidden}>
                  {admin.lastSignInAt ? formatRelativeDay(admin.lastSignInAt) : t('admins.never')}
                </TableCell>
                <TableCell>
                  <Badge appearance="tint" color={STATUS_COLOR[admin.status]}>
                    {t(`admins.status.${admin.status}`)}
                  </Badge>
                </TableCell>
                <TableCell>
                  <RowMenu
                    label={t('admins.menu', { name: admin.name })}
                    actions={[
                      {
                        label: t('admins.resend'),
                        onClick: () => resend.mutate(admin),
                        hidden: admin.status !== 'invited',
                      },
                      {
                        label: t('admins.demote'),
                        onClick: () => setConfirm({ kind: 'demote', admin, open: true }),
                      },
                      {
                        label: t('admins.deactivate'),
                        onClick: () => setConfirm({ kind: 'deactivate', admin, open: true }),
                        hidden: admin.status === 'deactivated',
                      },
                      {
                        label: t('admins.activate'),
                        onClick: () => setConfirm({ kind: 'activate', admin, open: true }),
                        hidden: admin.status !== 'deactivated',
                      },
                    ]}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <p className={styles.text}>{t('admins.teachers', { count: teachers })}</p>
      {adding && (
        <AddAdminDialog
          accountId={accountId}
          onClose={() => setAdding(false)}
          onDone={async (saved) => {
            await refresh();
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
          onConfirm={() => change.mutate(confirm)}
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

/** Invites a school administrator by mail (the teachers route with role schooladmin). */
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
  const styles = useStyles();
  const form = useForm<AddAdminValues>({
    resolver: zodResolver(addAdminSchema),
    defaultValues: { name: '', email: '' },
  });
  const save = useMutation({
    mutationFn: (values: AddAdminValues) =>
      sendJson<Teacher>('post', ROSTER_PATHS.teachers(accountId), {
        ...values,
        role: 'schooladmin',
        groupIds: [],
      }),
    onSuccess: onDone,
    onError: (error) => applyServerFieldErrors(error, form.setError, FIELDS),
  });
  const fieldError = (message: string | undefined) =>
    message &&
    (translateRule(t, message) === message
      ? t(`admins.errors.${message}`, { defaultValue: message })
      : translateRule(t, message));
  const errors = form.formState.errors;
  return (
    <Dialog open onOpenChange={(_e, data) => !data.open && onClose()}>
      <DialogSurface>
        <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate>
          <DialogBody>
            <DialogTitle>{t('admins.form.title')}</DialogTitle>
            <DialogContent className={styles.content}>
              <p className={styles.text}>{t('admins.form.text')}</p>
              <Field
                label={t('admins.form.name')}
                required
                validationMessage={fieldError(errors.name?.message)}
              >
                <Input {...form.register('name')} autoComplete="off" />
              </Field>
              <Field
                label={t('admins.form.email')}
                required
                validationMessage={fieldError(errors.email?.message)}
              >
                <Input {...form.register('email')} type="email" autoComplete="off" />
              </Field>
              <FormErrors
                errors={errors}
                fields={FIELDS}
                mutation={save}
                translate={(m) => fieldError(m) || undefined}
              />
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                {t('common:admin.cancel')}
              </Button>
              <Button type="submit" appearance="primary" disabled={save.isPending}>
                {t('admins.form.send')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
