import { useSearchParams } from 'react-router-dom';
import { AdminPage } from '../../shared/AdminPage';
import { EmptyState } from '../../shared/States';
import { useAuditScreen } from './api';
import { AUDIT_FILTERS, AuditLog, type AuditView } from './AuditLog';

/**
 * o-logboek: the audit log (superadmin), filtered by account, staff member, action and period, paged,
 * newest first; the filters live in the address, so a filtered view can be shared or bookmarked.
 */
export function AuditPage() {
  const { t, isSuperadmin } = useAuditScreen();
  const [params, setParams] = useSearchParams();
  const title = t('audit.title');

  if (!isSuperadmin) {
    return (
      <AdminPage title={title}>
        <EmptyState title={t('audit.onlySuperadmin')}>{t('audit.onlySuperadminText')}</EmptyState>
      </AdminPage>
    );
  }

  const view: AuditView = {
    ...Object.fromEntries(AUDIT_FILTERS.flatMap((k) => (params.get(k) ? [[k, params.get(k)!]] : []))),
    page: Number(params.get('page') ?? 1) || 1,
    pageSize: Number(params.get('pageSize') ?? 25) || 25,
  };
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

  return (
    <AdminPage title={title} intro={t('audit.intro')}>
      <AuditLog view={view} onChange={set} onReset={() => setParams({}, { replace: true })} />
    </AdminPage>
  );
}
