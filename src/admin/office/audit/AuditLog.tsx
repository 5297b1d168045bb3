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
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { useId } from 'react';
import { PAGE_SIZES } from '../../../domain/constants';
import type { AuditEntry, AuditFiltersResponse } from '../../../domain/contracts/office-support';
import { formatDateTime } from '../../shared/format';
import { EmptyState, ErrorState, LoadingState } from '../../shared/States';
import { useAudit, useAuditFilters, useAuditScreen } from './api';
import { AuditDetail } from './AuditDetail';

const useStyles = makeStyles({
  filters: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    gap: '12px',
    alignItems: 'end',
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
  // The "what" column, with its details, gets the room the others leave.
  when: { width: '150px', '@media (max-width: 599px)': { width: '110px' } },
  who: { width: '20%' },
  account: { width: '20%' },
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

/** The log's filters and page, as the screen keeps them (in the address, or in the tab's state). */
export interface AuditView {
  accountId?: string;
  actorId?: string;
  action?: string;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}
export const AUDIT_FILTERS = ['accountId', 'actorId', 'action', 'from', 'to'] as const;

/**
 * The audit log as a filtered, paged table, newest first: for the whole log (o-logboek) or, with
 * `account`, for one account (its history tab: no account filter or column). Filters: account,
 * staff member (of the chosen account), action and period. Superadmin only (the caller checks).
 */
export function AuditLog({
  view,
  onChange,
  onReset,
  account,
  empty,
}: {
  view: AuditView;
  /** A filter or the page changed (a new filter starts on page 1: the caller's `set` does that). */
  onChange: (changes: Partial<Record<keyof AuditView, string | number | undefined>>) => void;
  onReset: () => void;
  /** The one account the log is about (a history tab). */
  account?: string;
  /** The empty state when no filter is set. */
  empty?: { title: string; text: string };
}) {
  const { t } = useAuditScreen();
  const styles = useStyles();
  const id = useId();
  const accountId = account ?? view.accountId;
  const badRange = Boolean(view.from && view.to && view.from > view.to);
  const query = { ...view, ...(account ? { accountId: account } : {}) };
  const log = useAudit(query, !badRange);
  const filters = useAuditFilters(true, accountId);
  const actionLabel = (action: string) => t(`audit.actions.${action}`, { defaultValue: action });
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / log.data.pageSize)) : 1;
  const filtered =
    AUDIT_FILTERS.some((k) => k !== 'accountId' && view[k]) || Boolean(!account && view.accountId);
  const title = t('audit.title');

  return (
    <>
      <fieldset className={styles.filters}>
        <legend className={styles.legend}>{t('audit.filters')}</legend>
        {!account && (
          <Field label={t('audit.account')}>
            <Select
              className={styles.select}
              value={view.accountId ?? ''}
              // Staff members and actions are those of the chosen account: those filters start again.
              onChange={(_e, d) => onChange({ accountId: d.value, actorId: undefined, action: undefined })}
            >
              <option value="">{t('audit.allAccounts')}</option>
              {(filters.data?.accounts ?? []).map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </Select>
          </Field>
        )}
        <Field label={t('audit.actor')}>
          <Select
            className={styles.select}
            value={view.actorId ?? ''}
            onChange={(_e, d) => onChange({ actorId: d.value })}
          >
            <option value="">{t('audit.allActors')}</option>
            <ActorOptions actors={filters.data?.actors ?? []} selected={view.actorId} />
          </Select>
        </Field>
        <Field label={t('audit.action')}>
          <Select
            className={styles.select}
            value={view.action ?? ''}
            onChange={(_e, d) => onChange({ action: d.value })}
          >
            <option value="">{t('audit.allActions')}</option>
            {[...new Set([...(filters.data?.actions ?? []), ...(view.action ? [view.action] : [])])].map(
              (a) => (
                <option key={a} value={a}>
                  {actionLabel(a)}
                </option>
              ),
            )}
          </Select>
        </Field>
        <Field label={t('audit.from')}>
          <Input type="date" value={view.from ?? ''} onChange={(_e, d) => onChange({ from: d.value })} />
        </Field>
        <Field label={t('audit.to')} validationMessage={badRange ? t('audit.rangeError') : undefined}>
          <Input type="date" value={view.to ?? ''} onChange={(_e, d) => onChange({ to: d.value })} />
        </Field>
        <div>
          <Button onClick={onReset}>{t('audit.reset')}</Button>
        </div>
      </fieldset>
      {badRange ? null : log.isPending ? (
        <LoadingState />
      ) : log.isError ? (
        <ErrorState error={log.error} onRetry={() => void log.refetch()} />
      ) : log.data.entries.length === 0 ? (
        filtered || !empty ? (
          <EmptyState title={t('audit.empty')}>{t('audit.emptyText')}</EmptyState>
        ) : (
          <EmptyState title={empty.title}>{empty.text}</EmptyState>
        )
      ) : (
        <>
          <Table aria-label={title} className={styles.table}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell className={styles.when}>{t('audit.columns.when')}</TableHeaderCell>
                <TableHeaderCell className={mergeClasses(styles.who, styles.narrowHidden)}>
                  {t('audit.columns.who')}
                </TableHeaderCell>
                <TableHeaderCell>{t('audit.columns.what')}</TableHeaderCell>
                {!account && (
                  <TableHeaderCell className={mergeClasses(styles.account, styles.narrowHidden)}>
                    {t('audit.columns.account')}
                  </TableHeaderCell>
                )}
              </TableRow>
            </TableHeader>
            <TableBody>
              {log.data.entries.map((entry) => (
                <AuditRow key={entry.id} entry={entry} actionLabel={actionLabel} showAccount={!account} />
              ))}
            </TableBody>
          </Table>
          <nav
            className={styles.pager}
            aria-label={t('audit.page', { page: view.page, pages, total: log.data.total })}
          >
            <Button disabled={view.page <= 1} onClick={() => onChange({ page: view.page - 1 })}>
              {t('audit.previous')}
            </Button>
            <span aria-live="polite">
              {t('audit.page', { page: view.page, pages, total: log.data.total })}
            </span>
            <Button disabled={view.page >= pages} onClick={() => onChange({ page: view.page + 1 })}>
              {t('audit.next')}
            </Button>
            <span className={styles.pageSize}>
              <label htmlFor={`${id}-page-size`}>{t('audit.pageSize')}</label>
              <Select
                id={`${id}-page-size`}
                value={String(view.pageSize)}
                onChange={(_e, d) => onChange({ pageSize: d.value })}
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
    </>
  );
}

/** The staff members to filter by: the office's first, then the schools' (with their school). */
function ActorOptions({ actors, selected }: { actors: AuditFiltersResponse['actors']; selected?: string }) {
  const { t } = useAuditScreen();
  const label = (a: AuditFiltersResponse['actors'][number]) =>
    `${a.name} (${t(`audit.roles.${a.role}`, { defaultValue: a.role })})${a.accountName ? ` · ${a.accountName}` : ''}`;
  const office = actors.filter((a) => !a.accountName);
  const school = actors.filter((a) => a.accountName);
  return (
    <>
      {selected && !actors.some((a) => a.id === selected) && (
        <option value={selected}>{t('audit.unknownActor')}</option>
      )}
      {office.length > 0 && (
        <optgroup label={t('audit.officeActors')}>
          {office.map((a) => (
            <option key={a.id} value={a.id}>
              {label(a)}
            </option>
          ))}
        </optgroup>
      )}
      {school.length > 0 && (
        <optgroup label={t('audit.schoolActors')}>
          {school.map((a) => (
            <option key={a.id} value={a.id}>
              {label(a)}
            </option>
          ))}
        </optgroup>
      )}
    </>
  );
}

function AuditRow({
  entry,
  actionLabel,
  showAccount,
}: {
  entry: AuditEntry;
  actionLabel: (a: string) => string;
  showAccount: boolean;
}) {
  const { t } = useAuditScreen();
  const styles = useStyles();
  const name =
    entry.actor.role === 'system' ? t('audit.system') : (entry.actor.name ?? t('audit.unknownActor'));
  const role = t(`audit.roles.${entry.actor.role}`, { defaultValue: entry.actor.role });
  const account = entry.account ? (entry.account.name ?? t('audit.deletedAccount')) : t('audit.noAccount');
  return (
    <TableRow data-testid="audit-row">
      <TableCell className={styles.when}>
        {formatDateTime(entry.at)}
        <span className={mergeClasses(styles.sub, styles.narrowOnly)}>
          {name} · {role}
        </span>
      </TableCell>
      <TableCell className={styles.narrowHidden}>
        {name}
        <span className={styles.sub}>{role}</span>
      </TableCell>
      <TableCell>
        {actionLabel(entry.action)}
        <AuditDetail entry={entry} />
        {showAccount && <span className={mergeClasses(styles.sub, styles.narrowOnly)}>{account}</span>}
      </TableCell>
      {showAccount && <TableCell className={styles.narrowHidden}>{account}</TableCell>}
    </TableRow>
  );
}
