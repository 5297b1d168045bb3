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
  ProgressBar,
  Switch,
  Tab,
  TabList,
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
import { useAtomValue } from 'jotai';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import type { Licence } from '../../../domain/contracts/office';
import {
  OFFICE_ACCOUNT_PATHS as P,
  updateAccountBodySchema,
  type AccountDetail,
} from '../../../domain/contracts/office-accounts';
import { userAtom } from '../../../auth';
import { applyServerFieldErrors } from '../../../shell/lib/forms';
import { fieldErrorsOfResponse } from '../../../shell/lib/http';
import { FormErrors } from '../../shared/FormErrors';
import { href } from '../../../shell/lib/routes';
import { AdminPage } from '../../shared/AdminPage';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { DownloadButton, fileNamePart } from '../../shared/DownloadButton';
import { formatDate } from '../../shared/format';
import { QueryProvider } from '../../shared/queries';
import { RowMenu } from '../../shared/RowMenu';
import { EmptyState, ErrorState, LoadingState, Notice } from '../../shared/States';
import {
  ACCOUNT_DETAIL_FIELDS,
  AccountDetailFields,
  fieldMessage,
  useFormStyles,
  type AccountFormValues,
} from './AccountFields';
import { STATE_COLOR } from './AccountsPage';
import { dayOf } from '../../../domain/school-day';
import {
  useAccountDetail,
  useDeleteAccount,
  useDeleteLicence,
  useSaveAccount,
  useSetAccountActive,
} from './api';
import { registerOfficeAccountTexts } from './i18n';
import { LicenceDialog } from './LicenceDialog';
import { SchoolAdminsSection } from './SchoolAdminsSection';

registerOfficeAccountTexts();

const useStyles = makeStyles({
  summary: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '8px 16px',
    marginBottom: '16px',
    maxWidth: '760px',
  },
  usage: { flexGrow: 1, minWidth: '200px', display: 'grid', gap: '4px' },
  // Four tabs do not fit a phone's width in one row.
  tabs: { marginBottom: '16px', flexWrap: 'wrap' },
  panel: { display: 'grid', gap: '16px', maxWidth: '760px' },
  panelWide: { display: 'grid', gap: '16px', maxWidth: '1000px' },
  block: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: '12px 16px 16px',
    display: 'grid',
    gap: '8px',
    justifyItems: 'start',
  },
  blockTitle: { margin: 0, fontSize: tokens.fontSizeBase400 },
  text: { margin: 0, maxWidth: '70ch' },
  sub: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  narrowHidden: { '@media (max-width: 599px)': { display: 'none' } },
  nowrap: { whiteSpace: 'nowrap' },
});

type TabName = 'details' | 'licences' | 'status' | 'history';

const DETAILS_FIELDS = [...ACCOUNT_DETAIL_FIELDS, 'groupsEnabled'];

/**
 * o-account-bewerken: one account's details, licences, status, export and deletion, and for a
 * superadmin its history: what `history` shows (the area puts the audit feature's there).
 */
export function EditAccountPage({ history }: { history: (accountId: string) => ReactNode }) {
  return (
    <QueryProvider>
      <EditAccountScreen history={history} />
    </QueryProvider>
  );
}

function EditAccountScreen({ history }: { history: (accountId: string) => ReactNode }) {
  const { t } = useTranslation('office-accounts');
  const styles = useStyles();
  const { accountId = '' } = useParams();
  const location = useLocation();
  const account = useAccountDetail(accountId);
  // The account's history is its part of the audit log: a superadmin's, as the log is.
  const isSuperadmin = useAtomValue(userAtom)?.role === 'superadmin';
  const [tab, setTab] = useState<TabName>('details');
  const [notice, setNotice] = useState<string | null>(
    (location.state as { notice?: string } | null)?.notice ?? null,
  );
  const crumbs = [{ label: t('list.title'), to: href('o-accounts') }];

  if (account.isPending)
    return (
      <AdminPage title={t('edit.loading')} crumbs={crumbs}>
        <LoadingState />
      </AdminPage>
    );
  if (account.isError)
    return (
      <AdminPage title={t('common:routes.o-account-bewerken')} crumbs={crumbs}>
        <ErrorState error={account.error} onRetry={() => void account.refetch()} />
      </AdminPage>
    );
  const a = account.data;
  const tabs: TabName[] = ['details', 'licences', 'status', ...(isSuperadmin ? (['history'] as const) : [])];
  const current = a.licenceState === 'active' || a.licenceState === 'trial' ? a.licence : null;
  return (
    <AdminPage title={a.name} crumbs={[...crumbs, { label: a.name }]}>
      <Notice>{notice}</Notice>
      <div className={styles.summary}>
        <Badge appearance="tint" color={STATE_COLOR[a.licenceState]}>
          {t(`states.${a.licenceState}`)}
        </Badge>
        {a.deactivatedAt && (
          <Badge appearance="filled" color="danger">
            {t('list.deactivated')}
          </Badge>
        )}
        {a.overLimit && current && (
          <Badge appearance="filled" color="danger">
            {t('list.overLimit', { count: a.studentsUsed - current.maxStudents })}
          </Badge>
        )}
        <div className={styles.usage}>
          <span>
            {current
              ? t('edit.usage', { used: a.studentsUsed, max: current.maxStudents })
              : t('edit.usageNoLimit', { used: a.studentsUsed })}
          </span>
          {current && (
            <ProgressBar
              aria-label={t('edit.usage', { used: a.studentsUsed, max: current.maxStudents })}
              value={current.maxStudents ? Math.min(1, a.studentsUsed / current.maxStudents) : 1}
              color={a.studentsUsed >= current.maxStudents ? 'error' : 'brand'}
            />
          )}
        </div>
      </div>
      <TabList
        className={styles.tabs}
        selectedValue={tab}
        onTabSelect={(_e, data) => {
          setTab(data.value as TabName);
          setNotice(null);
        }}
      >
        {tabs.map((name) => (
          <Tab key={name} value={name}>
            {t(`edit.tabs.${name}`)}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" aria-label={t(`edit.tabs.${tab}`)}>
        {tab === 'details' && <DetailsPanel key={a.id} account={a} onSaved={setNotice} />}
        {tab === 'licences' && (
          <LicencesPanel
            account={a}
            onNotice={setNotice}
            onStatus={() => {
              setTab('status');
              setNotice(null);
            }}
          />
        )}
        {tab === 'status' && <StatusPanel account={a} onNotice={setNotice} />}
        {tab === 'history' && isSuperadmin && history(a.id)}
      </div>
    </AdminPage>
  );
}

function DetailsPanel({ account: a, onSaved }: { account: AccountDetail; onSaved: (text: string) => void }) {
  const { t } = useTranslation('office-accounts');
  const styles = useStyles();
  const formStyles = useFormStyles();
  const form = useForm<AccountFormValues>({
    resolver: zodResolver(updateAccountBodySchema) as unknown as Resolver<AccountFormValues>,
    defaultValues: {
      name: a.name,
      kind: a.kind,
      country: a.country,
      brin: a.brin ?? '',
      street: a.street ?? '',
      postcode: a.postcode ?? '',
      city: a.city ?? '',
      contactName: a.contactName ?? '',
      contactEmail: a.contactEmail ?? '',
      contactPhone: a.contactPhone ?? '',
      groupsEnabled: a.groupsEnabled,
    },
  });
  const save = useSaveAccount(a.id);
  return (
    <div className={styles.panel}>
      <form
        className={formStyles.form}
        noValidate
        onSubmit={form.handleSubmit((v) =>
          save.mutate(v, {
            onSuccess: () => onSaved(t('edit.saved')),
            onError: (error) => applyServerFieldErrors(error, form.setError, DETAILS_FIELDS),
          }),
        )}
      >
        <AccountDetailFields form={form} />
        <fieldset className={formStyles.fieldset}>
          <legend className={formStyles.legend}>{t('edit.groupsEnabled')}</legend>
          <Controller
            control={form.control}
            name="groupsEnabled"
            render={({ field }) => (
              <Field hint={t('edit.groupsEnabledHint')}>
                <Switch
                  label={t('edit.groupsEnabled')}
                  checked={field.value ?? true}
                  onChange={(_e, data) => field.onChange(data.checked)}
                />
              </Field>
            )}
          />
          <span className={styles.sub}>{t('edit.loginCode', { code: a.loginCode })}</span>
        </fieldset>
        <FormErrors
          errors={form.formState.errors}
          fields={DETAILS_FIELDS}
          mutation={save}
          translate={(m) => fieldMessage(t, m)}
        />
        <div className={formStyles.actions}>
          <Button appearance="primary" type="submit" disabled={save.isPending}>
            {t('edit.save')}
          </Button>
        </div>
      </form>
      <SchoolAdminsSection accountId={a.id} teachers={a.staff.filter((s) => s.role === 'docent').length} />
    </div>
  );
}

function licenceWhen(l: Licence, today: string): 'current' | 'past' | 'future' {
  if (l.endsOn < today) return 'past';
  if (l.startsOn > today) return 'future';
  return 'current';
}

/**
 * Why a licence cannot be deleted: it is the account's only period, or it holds today (the school works
 * with it). The server refuses both too; the screen says so before anyone tries, and where to go.
 */
function undeletable(a: AccountDetail, l: Licence, today: string): 'only' | 'current' | null {
  if (a.licences.length === 1) return 'only';
  return licenceWhen(l, today) === 'current' ? 'current' : null;
}

function LicencesPanel({
  account: a,
  onNotice,
  onStatus,
}: {
  account: AccountDetail;
  onNotice: (text: string) => void;
  /** Opens the status tab (deactivating a school that stops). */
  onStatus: () => void;
}) {
  const { t } = useTranslation('office-accounts');
  const styles = useStyles();
  const [dialog, setDialog] = useState<
    | { kind: 'add' }
    | { kind: 'edit'; licence: Licence }
    | { kind: 'delete'; licence: Licence; open: boolean }
    | { kind: 'undeletable'; licence: Licence; reason: 'only' | 'current' }
    | null
  >(null);
  const remove = useDeleteLicence(a.id);
  const deleteLicence = (licence: Licence) =>
    remove.mutate(licence, {
      onSuccess: () => {
        onNotice(t('licences.deleted'));
        setDialog((d) => (d?.kind === 'delete' ? { ...d, open: false } : d));
      },
    });
  // The server's licence states count days in the schools' time zone; so does this screen.
  const today = dayOf(Date.now());
  const add = (
    <Button appearance="primary" onClick={() => setDialog({ kind: 'add' })}>
      {t('licences.add')}
    </Button>
  );
  const period = (l: Licence) => ({ from: formatDate(l.startsOn), to: formatDate(l.endsOn) });
  return (
    <div className={styles.panelWide}>
      <p className={styles.text}>{t('licences.intro')}</p>
      {a.licences.length === 0 ? (
        <EmptyState title={t('licences.empty')} action={add}>
          {t('licences.emptyText')}
        </EmptyState>
      ) : (
        <>
          <div>{add}</div>
          <Table aria-label={t('edit.tabs.licences')}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('licences.columns.kind')}</TableHeaderCell>
                <TableHeaderCell>{t('licences.columns.period')}</TableHeaderCell>
                <TableHeaderCell className={styles.narrowHidden}>
                  {t('licences.columns.students')}
                </TableHeaderCell>
                <TableHeaderCell className={styles.narrowHidden}>
                  {t('licences.columns.state')}
                </TableHeaderCell>
                <TableHeaderCell style={{ width: 64 }}>
                  <span className="visually-hidden">{t('common:admin.actions')}</span>
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {[...a.licences].reverse().map((l) => {
                const when = licenceWhen(l, today);
                return (
                  <TableRow key={l.id}>
                    <TableCell>{t(`licenceKinds.${l.kind}`)}</TableCell>
                    <TableCell>{t('licences.period', period(l))}</TableCell>
                    <TableCell className={styles.narrowHidden}>{l.maxStudents}</TableCell>
                    <TableCell className={styles.narrowHidden}>
                      <Badge
                        appearance="tint"
                        color={when === 'current' ? 'success' : when === 'past' ? 'subtle' : 'informative'}
                      >
                        {t(`licences.${when}`)}
                      </Badge>
                    </TableCell>
                    <TableCell>
                      <RowMenu
                        label={t('licences.menu', { from: formatDate(l.startsOn) })}
                        actions={[
                          {
                            label: t('licences.edit'),
                            onClick: () => setDialog({ kind: 'edit', licence: l }),
                          },
                          {
                            label: t('licences.delete'),
                            onClick: () => {
                              remove.reset();
                              const reason = undeletable(a, l, today);
                              setDialog(
                                reason
                                  ? { kind: 'undeletable', licence: l, reason }
                                  : { kind: 'delete', licence: l, open: true },
                              );
                            },
                          },
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
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <LicenceDialog
          account={a}
          licence={dialog.kind === 'edit' ? dialog.licence : undefined}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            onNotice(t('licences.saved'));
          }}
        />
      )}
      {dialog?.kind === 'undeletable' && (
        <Dialog open onOpenChange={(_e, data) => !data.open && setDialog(null)}>
          <DialogSurface>
            <DialogBody>
              <DialogTitle>{t('licences.undeletableTitle')}</DialogTitle>
              <DialogContent>
                <p>
                  {t(`licences.undeletable.${dialog.reason}`, {
                    kind: t(`licenceKinds.${dialog.licence.kind}`).toLowerCase(),
                    ...period(dialog.licence),
                  })}
                </p>
                <p>{t('licences.undeletableWhatNow')}</p>
              </DialogContent>
              <DialogActions>
                <Button
                  appearance="primary"
                  className={styles.nowrap}
                  onClick={() => setDialog({ kind: 'edit', licence: dialog.licence })}
                >
                  {t('licences.edit')}
                </Button>
                <Button className={styles.nowrap} onClick={onStatus}>
                  {t('licences.toStatus')}
                </Button>
                <Button appearance="secondary" onClick={() => setDialog(null)}>
                  {t('common:admin.close')}
                </Button>
              </DialogActions>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          open={dialog.open}
          title={t('licences.deleteTitle')}
          confirmLabel={t('licences.delete')}
          busy={remove.isPending}
          onConfirm={() => deleteLicence(dialog.licence)}
          onCancel={() => {
            remove.reset();
            setDialog({ ...dialog, open: false });
          }}
        >
          <p>
            {t('licences.deleteText', {
              kind: t(`licenceKinds.${dialog.licence.kind}`).toLowerCase(),
              max: dialog.licence.maxStudents,
              ...period(dialog.licence),
            })}
          </p>
          {remove.isError && <ErrorState error={remove.error} />}
        </ConfirmDialog>
      )}
    </div>
  );
}

function StatusPanel({ account: a, onNotice }: { account: AccountDetail; onNotice: (text: string) => void }) {
  const { t } = useTranslation('office-accounts');
  const styles = useStyles();
  const navigate = useNavigate();
  const role = useAtomValue(userAtom)?.role;
  const [confirm, setConfirm] = useState<{ kind: 'toggle' | 'delete'; open: boolean } | null>(null);
  const [typed, setTyped] = useState('');
  const active = a.deactivatedAt === null;
  const toggle = useSetAccountActive(a.id);
  const setActive = () =>
    toggle.mutate(!active, {
      onSuccess: () => {
        onNotice(t(active ? 'status.deactivated' : 'status.reactivated', { name: a.name }));
        setConfirm((c) => (c ? { ...c, open: false } : c));
      },
    });
  const remove = useDeleteAccount(a.id);
  const deleteAccount = () =>
    remove.mutate(typed, {
      onSuccess: () =>
        void navigate(href('o-accounts'), { state: { notice: t('status.deleted', { name: a.name }) } }),
    });
  const closeConfirm = () => {
    toggle.reset();
    remove.reset();
    setConfirm((c) => (c ? { ...c, open: false } : c));
  };
  const deleteError = remove.isError
    ? fieldErrorsOfResponse(remove.error)?.confirmName
      ? t('status.nameMismatch')
      : undefined
    : undefined;
  return (
    <div className={styles.panel}>
      <section className={styles.block} aria-labelledby="status-title">
        <h2 id="status-title" className={styles.blockTitle}>
          {active ? t('states.active') : t('list.deactivated')}
        </h2>
        <p className={styles.text}>
          {active ? t('status.active') : t('status.inactive', { date: formatDate(a.deactivatedAt!) })}
        </p>
        <Button onClick={() => setConfirm({ kind: 'toggle', open: true })}>
          {active ? t('status.deactivate') : t('status.reactivate')}
        </Button>
      </section>
      <section className={styles.block} aria-labelledby="export-title">
        <h2 id="export-title" className={styles.blockTitle}>
          {t('status.export')}
        </h2>
        <p className={styles.text}>{t('status.exportText')}</p>
        <DownloadButton
          path={P.exportJson(a.id)}
          fileName={`rekenblobs-${fileNamePart(a.name)}.json`}
          label={t('status.exportButton')}
          pendingLabel={t('status.exporting')}
        />
      </section>
      <section className={styles.block} aria-labelledby="delete-title">
        <h2 id="delete-title" className={styles.blockTitle}>
          {t('status.delete')}
        </h2>
        <p className={styles.text}>{t('status.deleteText')}</p>
        {role === 'superadmin' ? (
          <Button
            onClick={() => {
              setTyped('');
              setConfirm({ kind: 'delete', open: true });
            }}
          >
            {t('status.delete')}
          </Button>
        ) : (
          <p className={styles.sub}>{t('status.deleteOnlySuperadmin')}</p>
        )}
      </section>
      {confirm?.kind === 'toggle' && (
        <ConfirmDialog
          open={confirm.open}
          title={t(active ? 'status.deactivateTitle' : 'status.reactivateTitle', { name: a.name })}
          confirmLabel={active ? t('status.deactivate') : t('status.reactivate')}
          busy={toggle.isPending}
          onConfirm={setActive}
          onCancel={closeConfirm}
        >
          <p>{t(active ? 'status.deactivateText' : 'status.reactivateText', { name: a.name })}</p>
          {toggle.isError && <ErrorState error={toggle.error} />}
        </ConfirmDialog>
      )}
      {confirm?.kind === 'delete' && (
        <ConfirmDialog
          open={confirm.open}
          title={t('status.deleteTitle', { name: a.name })}
          confirmLabel={t('status.deleteButton')}
          busy={remove.isPending || typed !== a.name}
          onConfirm={deleteAccount}
          onCancel={closeConfirm}
        >
          <p>{t('status.deleteConfirmText', { name: a.name, students: a.studentsUsed })}</p>
          <Field label={t('status.deleteConfirmLabel')} validationMessage={deleteError}>
            <Input value={typed} onChange={(_e, data) => setTyped(data.value)} autoComplete="off" />
          </Field>
          {remove.isError && !deleteError && <ErrorState error={remove.error} />}
        </ConfirmDialog>
      )}
    </div>
  );
}
