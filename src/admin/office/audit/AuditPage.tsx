import {
  Button,
  Field,
  Input,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useSearchParams } from 'react-router-dom';
import { PAGE_SIZES } from '../../../domain/constants';
import type { AuditEntry, AuditQuery } from '../../../domain/contracts/office-support';
import { AdminPage } from '../../shared/AdminPage';
import { formatDateTime } from '../../shared/format';
import { EmptyState, ErrorState, LoadingState } from '../../shared/States';
import { useAudit, useAuditFilters, useSupportScreen } from '../support/api';

const useStyles = makeStyles({
  filters: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    gap: '12px',
    alignItems: 'end',
    marginBottom: '16px',
    maxWidth: '1400px',
    border: 'none',
    padding: 0,
    margin: '0 0 16px',
    // A cell may shrink below its control's natural width (Fluent's Select has one).
    '& > *': { minWidth: 0 },
    '& select': { minWidth: 0, width: '100%' },
  },
  select: { minWidth: 0, width: '100%' },
  legend: { fontWeight: tokens.fontWeightSemibold, marginBottom: '8px', padding: 0 },
  table: { maxWidth: '1400px' },
  sub: { display: 'block', color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  narrowHidden: { '@media (max-width: 599px)': { display: 'none' } },
  narrowOnly: { '@media (min-width: 600px)': { display: 'none' } },
  pager: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '12px',
    marginTop: '12px',
    maxWidth: '1400px',
  },
  pageSize: { display: 'flex', alignItems: 'center', gap: '8px', marginLeft: 'auto' },
});

const FILTERS = ['accountId', 'action', 'from', 'to'] as const;

/** o-logboek: the audit log (superadmin), filtered by account, action and period, paged, newest first. */
export function AuditPage() {
  const { t, isSuperadmin } = useSupportScreen();
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const query = {
    ...Object.fromEntries(FILTERS.flatMap((k) => (params.get(k) ? [[k, params.get(k)!]] : []))),
    page: Number(params.get('page') ?? 1) || 1,
    pageSize: Number(params.get('pageSize') ?? 25) || 25,
  } as AuditQuery & {
    page: number;
    pageSize: number;
    from?: string;
    to?: string;
    accountId?: string;
    action?: string;
  };
  const badRange = Boolean(query.from && query.to && query.from > query.to);
  const log = useAudit(query, isSuperadmin && !badRange);
  const filters = useAuditFilters(isSuperadmin);
  const title = t('audit.title');

  if (!isSuperadmin) {
    return (
      <AdminPage title={title}>
        <EmptyState title={t('audit.onlySuperadmin')}>{t('audit.onlySuperadminText')}</EmptyState>
      </AdminPage>
    );
  }

  const set = (changes: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === undefined || v === '') next.delete(k);
      else next.set(k, String(v));
    }
    // A new filter starts on the first page.
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: true });
  };
  const actionLabel = (action: string) => t(`audit.actions.${action}`, { defaultValue: action });
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / log.data.pageSize)) : 1;

  return (
    <AdminPage title={title} intro={t('audit.intro')}>
      <fieldset className={styles.filters}>
        <legend className={styles.legend}>{t('audit.filters')}</legend>
        <Field label={t('audit.account')}>
          <Select
            className={styles.select}
            value={query.accountId ?? ''}
            onChange={(_e, d) => set({ accountId: d.value })}
          >
            <option value="">{t('audit.allAccounts')}</option>
            {(filters.data?.accounts ?? []).map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('audit.action')}>
          <Select
            className={styles.select}
            value={query.action ?? ''}
            onChange={(_e, d) => set({ action: d.value })}
          >
            <option value="">{t('audit.allActions')}</option>
            {(filters.data?.actions ?? []).map((a) => (
              <option key={a} value={a}>
                {actionLabel(a)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('audit.from')}>
          <Input type="date" value={query.from ?? ''} onChange={(_e, d) => set({ from: d.value })} />
        </Field>
        <Field label={t('audit.to')} validationMessage={badRange ? t('audit.rangeError') : undefined}>
          <Input type="date" value={query.to ?? ''} onChange={(_e, d) => set({ to: d.value })} />
        </Field>
        <div>
          <Button onClick={() => setParams({}, { replace: true })}>{t('audit.reset')}</Button>
        </div>
      </fieldset>
      {badRange ? null : log.isPending ? (
        <LoadingState />
      ) : log.isError ? (
        <ErrorState error={log.error} onRetry={() => void log.refetch()} />
      ) : log.data.entries.length === 0 ? (
        <EmptyState title={t('audit.empty')}>{t('audit.emptyText')}</EmptyState>
      ) : (
        <>
          <Table aria-label={title} className={styles.table}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('audit.columns.when')}</TableHeaderCell>
                <TableHeaderCell className={styles.narrowHidden}>{t('audit.columns.who')}</TableHeaderCell>
                <TableHeaderCell>{t('audit.columns.what')}</TableHeaderCell>
                <TableHeaderCell className={styles.narrowHidden}>
                  {t('audit.columns.account')}
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {log.data.entries.map((entry) => (
                <AuditRow key={entry.id} entry={entry} actionLabel={actionLabel} />
              ))}
            </TableBody>
          </Table>
          <nav
            className={styles.pager}
            aria-label={t('audit.page', { page: query.page, pages, total: log.data.total })}
          >
            <Button disabled={query.page <= 1} onClick={() => set({ page: query.page - 1 })}>
              {t('audit.previous')}
            </Button>
            <span aria-live="polite">
              {t('audit.page', { page: query.page, pages, total: log.data.total })}
            </span>
            <Button disabled={query.page >= pages} onClick={() => set({ page: query.page + 1 })}>
              {t('audit.next')}
            </Button>
            <span className={styles.pageSize}>
              <label htmlFor="audit-page-size">{t('audit.pageSize')}</label>
              <Select
                id="audit-page-size"
                value={String(query.pageSize)}
                onChange={(_e, d) => set({ pageSize: d.value })}
              >
                {PAGE_SIZES.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </Select>
            </span>
          </nav>
        </>
      )}
    </AdminPage>
  );
}

function AuditRow({ entry, actionLabel }: { entry: AuditEntry; actionLabel: (a: string) => string }) {
  const { t } = useSupportScreen();
  const styles = useStyles();
  const name = entry.actor.name ?? t('audit.unknownActor');
  const role = t(`staff.roles.${entry.actor.role}`, { defaultValue: entry.actor.role });
  const who = (
    <>
      {name}
      <span className={styles.sub}>{role}</span>
    </>
  );
  const account = entry.account ? (entry.account.name ?? t('audit.deletedAccount')) : t('audit.noAccount');
  const detail =
    entry.action === 'officeUser.role' &&
    typeof entry.detail.from === 'string' &&
    typeof entry.detail.to === 'string'
      ? `${t(`audit.roles.${entry.detail.from}`)} → ${t(`audit.roles.${entry.detail.to}`)}`
      : null;
  return (
    <TableRow data-testid="audit-row">
      <TableCell>
        {formatDateTime(entry.at)}
        <span className={`${styles.sub} ${styles.narrowOnly}`}>
          {name} · {role}
        </span>
      </TableCell>
      <TableCell className={styles.narrowHidden}>{who}</TableCell>
      <TableCell>
        {actionLabel(entry.action)}
        {detail && <span className={styles.sub}>{detail}</span>}
        <span className={`${styles.sub} ${styles.narrowOnly}`}>{account}</span>
      </TableCell>
      <TableCell className={styles.narrowHidden}>{account}</TableCell>
    </TableRow>
  );
}
