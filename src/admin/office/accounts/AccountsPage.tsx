import {
  Badge,
  Button,
  Dropdown,
  Field,
  Link,
  Option,
  SearchBox,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PAGE_SIZES } from '../../../domain/constants';
import { LICENCE_STATES, type LicenceState } from '../../../domain/contracts/office';
import {
  ACCOUNT_COUNTRY_VALUES,
  ACCOUNT_KIND_VALUES,
  ACCOUNT_STUDENT_FILTERS,
  type AccountListQuery,
  type AccountRow,
} from '../../../domain/contracts/office-accounts';
import { href } from '../../../shell/lib/routes';
import { AdminPage } from '../../shared/AdminPage';
import { formatDate, formatRelativeDay } from '../../shared/format';
import { LinkButton } from '../../shared/LinkButton';
import { QueryProvider } from '../../shared/queries';
import { EmptyState, ErrorState, LoadingState, Notice } from '../../shared/States';
import { useAccountList, useApplications } from './api';
import { registerOfficeAccountTexts } from './i18n';

registerOfficeAccountTexts();

const useStyles = makeStyles({
  filters: { display: 'flex', flexWrap: 'wrap', gap: '12px', alignItems: 'end', marginBottom: '16px' },
  search: { minWidth: '240px', flexGrow: 1, maxWidth: '420px' },
  dropdown: { minWidth: '140px' },
  table: { maxWidth: '1400px' },
  name: { fontWeight: 600 },
  over: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  flags: { display: 'flex', flexWrap: 'wrap', gap: '4px' },
  sub: { display: 'block', color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  narrowHidden: { '@media (max-width: 599px)': { display: 'none' } },
  wideOnly: { '@media (max-width: 959px)': { display: 'none' } },
  pager: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '12px', marginTop: '12px' },
  section: { marginTop: '32px', maxWidth: '1400px' },
  sectionTitle: { fontSize: tokens.fontSizeBase500, margin: '0 0 4px' },
  intro: { marginTop: 0, color: tokens.colorNeutralForeground2 },
  applications: { listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '8px' },
  application: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '8px 16px',
    padding: '12px 16px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  applicationText: { flexGrow: 1, minWidth: '220px' },
});

export const STATE_COLOR: Record<LicenceState, 'success' | 'informative' | 'danger' | 'subtle'> = {
  active: 'success',
  trial: 'informative',
  expired: 'danger',
  none: 'subtle',
};

type Filters = Pick<AccountListQuery, 'kind' | 'country' | 'licence' | 'students'>;
const FILTER_VALUES: { [K in keyof Filters]-?: readonly NonNullable<Filters[K]>[] } = {
  kind: ACCOUNT_KIND_VALUES,
  country: ACCOUNT_COUNTRY_VALUES,
  licence: LICENCE_STATES,
  students: ACCOUNT_STUDENT_FILTERS,
};

/** The search in the address: `?zoek=regenboog`, so going back or reloading keeps it. */
const SEARCH_PARAM = 'zoek';

/** The filters in the address (`?licence=trial&students=overLimit`), so the dashboard can link to them. */
function filtersOf(params: URLSearchParams): Filters {
  const filters: Record<string, string> = {};
  for (const [key, values] of Object.entries(FILTER_VALUES)) {
    const value = params.get(key);
    if (value && (values as readonly string[]).includes(value)) filters[key] = value;
  }
  return filters as Filters;
}

/**
 * o-accounts: every account with search, filters (kept in the address) and pages; below it the open
 * site applications.
 */
export function AccountsPage() {
  return (
    <QueryProvider>
      <AccountsScreen />
    </QueryProvider>
  );
}

function AccountsScreen() {
  const { t } = useTranslation('office-accounts');
  const styles = useStyles();
  const navigate = useNavigate();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const [params, setParams] = useSearchParams();
  const searched = params.get(SEARCH_PARAM)?.trim() || undefined;
  const filterKey = new URLSearchParams(filtersOf(params)).toString();
  const [text, setText] = useState(searched ?? '');
  const [paging, setPaging] = useState<Pick<AccountListQuery, 'page' | 'pageSize'>>({
    page: 1,
    pageSize: 25,
  });
  const query: AccountListQuery = { ...paging, q: searched, ...filtersOf(params) };
  // Other filters or another search in the address (the menu's link, the dashboard's) start at page 1.
  useEffect(() => setPaging((p) => (p.page === 1 ? p : { ...p, page: 1 })), [filterKey, searched]);
  /** The address keeps the filters and the search (`?zoek=`; the server's log redacts it). */
  const setAddress = (filters: Filters, search: string | undefined) => {
    const next = new URLSearchParams();
    for (const [key, value] of Object.entries(filters)) if (value) next.set(key, value);
    if (search) next.set(SEARCH_PARAM, search);
    setParams(next, { replace: true });
  };
  // Back and forward change the address: the box shows its search.
  useEffect(
    () => setText((typed) => ((typed.trim() || undefined) === searched ? typed : (searched ?? ''))),
    [searched],
  );
  // The search asks the server once typing pauses.
  useEffect(() => {
    const timer = setTimeout(() => {
      const typed = text.trim() || undefined;
      if (typed !== searched) setAddress(filtersOf(params), typed);
    }, 300);
    return () => clearTimeout(timer);
    // Only typing starts the pause; the address it writes is read when the pause ends.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);
  const list = useAccountList(query);
  const setFilter = (patch: Filters) => {
    setAddress({ ...filtersOf(params), ...patch }, searched);
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  const page = query.page ?? 1;
  const create = (
    <LinkButton appearance="primary" to={href('o-account-aanmaken')}>
      {t('list.create')}
    </LinkButton>
  );

  const filter = <V extends string>(
    label: string,
    value: V | undefined,
    values: readonly V[],
    name: (v: V) => string,
    onChange: (v: V | undefined) => void,
  ) => (
    <Field label={label}>
      <Dropdown
        className={styles.dropdown}
        value={value ? name(value) : t('list.all')}
        selectedOptions={[value ?? '']}
        onOptionSelect={(_e, data) => onChange((data.optionValue || undefined) as V | undefined)}
      >
        <Option value="">{t('list.all')}</Option>
        {values.map((v) => (
          <Option key={v} value={v}>
            {name(v)}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );

  return (
    <AdminPage title={t('list.title')} intro={t('list.intro')} actions={create}>
      <Notice>{notice}</Notice>
      <div className={styles.filters} role="search">
        <Field label={t('list.search')} className={styles.search}>
          <SearchBox
            value={text}
            placeholder={t('list.searchPlaceholder')}
            onChange={(_e, data) => setText(data.value)}
          />
        </Field>
        {filter(
          t('list.kind'),
          query.kind,
          ACCOUNT_KIND_VALUES,
          (v) => t(`kinds.${v}`),
          (kind) => setFilter({ kind }),
        )}
        {filter(
          t('list.country'),
          query.country,
          ACCOUNT_COUNTRY_VALUES,
          (v) => t(`countries.${v}`),
          (country) => setFilter({ country }),
        )}
        {filter(
          t('list.licence'),
          query.licence,
          LICENCE_STATES,
          (v) => t(`states.${v}`),
          (licence) => setFilter({ licence }),
        )}
        {filter(
          t('list.students'),
          query.students,
          ACCOUNT_STUDENT_FILTERS,
          (v) => t(`list.studentFilters.${v}`),
          (students) => setFilter({ students }),
        )}
      </div>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.accounts.length === 0 ? (
        <EmptyState title={t('list.empty')} action={create}>
          {t('list.emptyText')}
        </EmptyState>
      ) : (
        <>
          <Table aria-label={t('list.title')} className={styles.table}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('list.columns.name')}</TableHeaderCell>
                <TableHeaderCell className={styles.narrowHidden}>{t('list.columns.place')}</TableHeaderCell>
                <TableHeaderCell className={styles.wideOnly}>{t('list.columns.contact')}</TableHeaderCell>
                <TableHeaderCell className={styles.narrowHidden}>
                  {t('list.columns.students')}
                </TableHeaderCell>
                <TableHeaderCell>{t('list.columns.licence')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.data.accounts.map((a) => (
                <AccountTableRow key={a.id} account={a} onOpen={(to) => void navigate(to)} />
              ))}
            </TableBody>
          </Table>
          <div className={styles.pager}>
            <Field label={t('list.pageSize')} orientation="horizontal">
              <Dropdown
                value={String(query.pageSize)}
                selectedOptions={[String(query.pageSize)]}
                onOptionSelect={(_e, data) =>
                  setPaging((p) => ({ ...p, page: 1, pageSize: Number(data.optionValue) }))
                }
                style={{ minWidth: 90 }}
              >
                {PAGE_SIZES.map((n) => (
                  <Option key={n} value={String(n)}>
                    {String(n)}
                  </Option>
                ))}
              </Dropdown>
            </Field>
            <Button disabled={page <= 1} onClick={() => setPaging((p) => ({ ...p, page: page - 1 }))}>
              {t('list.previous')}
            </Button>
            <span aria-live="polite">{t('list.page', { page, pages, total: list.data.total })}</span>
            <Button disabled={page >= pages} onClick={() => setPaging((p) => ({ ...p, page: page + 1 }))}>
              {t('list.next')}
            </Button>
          </div>
        </>
      )}
      <OpenApplications />
    </AdminPage>
  );
}

function AccountTableRow({ account: a, onOpen }: { account: AccountRow; onOpen: (to: string) => void }) {
  const { t } = useTranslation('office-accounts');
  const styles = useStyles();
  const to = href('o-account-bewerken', { accountId: a.id });
  const max = a.licenceState === 'active' || a.licenceState === 'trial' ? a.licence?.maxStudents : undefined;
  return (
    <TableRow data-testid={`account-${a.id}`}>
      <TableCell>
        <Link
          href={to}
          className={styles.name}
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey) return;
            event.preventDefault();
            onOpen(to);
          }}
        >
          {a.name}
        </Link>
        <span className={styles.sub}>
          {t(`kinds.${a.kind}`)} · {a.country}
          {a.brin ? ` · ${a.brin}` : ''}
          {a.deactivatedAt ? ` · ${t('list.deactivated')}` : ''}
        </span>
      </TableCell>
      <TableCell className={styles.narrowHidden}>{a.city}</TableCell>
      <TableCell className={styles.wideOnly}>
        {a.contactName}
        {a.contactEmail && <span className={styles.sub}>{a.contactEmail}</span>}
      </TableCell>
      <TableCell className={styles.narrowHidden}>
        <span className={a.overLimit ? styles.over : undefined}>
          {max !== undefined
            ? t('list.studentsOf', { used: a.studentsUsed, max })
            : t('list.studentsNoLimit', { used: a.studentsUsed })}
        </span>
      </TableCell>
      <TableCell>
        <span className={styles.flags}>
          <Badge appearance="tint" color={STATE_COLOR[a.licenceState]}>
            {t(`states.${a.licenceState}`)}
          </Badge>
          {a.overLimit && max !== undefined && (
            <Badge appearance="filled" color="danger" data-testid="over-limit">
              {t('list.overLimit', { count: a.studentsUsed - max })}
            </Badge>
          )}
        </span>
        {a.licence && (
          <span className={styles.sub}>
            {a.licenceState === 'expired'
              ? t('list.ended', { date: formatDate(a.licence.endsOn) })
              : t('list.until', { date: formatDate(a.licence.endsOn) })}
          </span>
        )}
      </TableCell>
    </TableRow>
  );
}

/** The site's open applications, each one step from an account. */
function OpenApplications() {
  const { t } = useTranslation('office-accounts');
  const styles = useStyles();
  const applications = useApplications();
  return (
    <section className={styles.section} aria-labelledby="applications-title">
      <h2 id="applications-title" className={styles.sectionTitle}>
        {t('applications.title')}
      </h2>
      <p className={styles.intro}>{t('applications.intro')}</p>
      {applications.isPending ? (
        <LoadingState />
      ) : applications.isError ? (
        <ErrorState error={applications.error} onRetry={() => void applications.refetch()} />
      ) : applications.data.length === 0 ? (
        <EmptyState title={t('applications.empty')}>{t('applications.emptyText')}</EmptyState>
      ) : (
        <ul className={styles.applications}>
          {applications.data.map((a) => (
            <li key={a.id} className={styles.application} data-testid={`application-${a.id}`}>
              <div className={styles.applicationText}>
                <span className={styles.name}>{a.schoolName ?? a.name}</span>
                <span className={styles.sub}>
                  {a.name} · {a.email}
                </span>
                <span className={styles.sub}>
                  {a.summary} · {t('applications.received', { when: formatRelativeDay(a.createdAt) })}
                  {a.inviteId ? ` · ${t('applications.fromInvite')}` : ''}
                </span>
              </div>
              <LinkButton to={`${href('o-account-aanmaken')}?aanvraag=${a.id}`}>
                <span aria-hidden="true">{t('applications.make')}</span>
                <span className="visually-hidden">
                  {t('applications.makeFor', { name: a.schoolName ?? a.name })}
                </span>
              </LinkButton>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
