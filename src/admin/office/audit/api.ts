import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  OFFICE_SUPPORT_PATHS as P,
  type AuditFiltersResponse,
  type AuditQuery,
  type AuditResponse,
} from '../../../domain/contracts/office-support';
import { registerTranslations } from '../../../shell/lib/i18n';
import { getJson } from '../../shared/queries';
import { useFeatureScreen } from '../../shared/screen';
import { officeAuditBe } from './texts.be';
import { officeAuditEn } from './texts.en';
import { officeAuditNl } from './texts.nl';

registerTranslations('office-audit', { nl: officeAuditNl, en: officeAuditEn, be: officeAuditBe });

export const useAuditScreen = () => useFeatureScreen('office-audit');

export function useAudit(query: AuditQuery, enabled: boolean) {
  const params = new URLSearchParams(
    Object.entries(query).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]])),
  );
  return useQuery({
    queryKey: ['office', 'audit', query],
    queryFn: () => getJson<AuditResponse>(`${P.audit}?${params}`),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** The log's accounts, and its staff members and actions (of the account, when one is given). */
export function useAuditFilters(enabled: boolean, accountId?: string) {
  return useQuery({
    queryKey: ['office', 'audit-filters', accountId ?? null],
    queryFn: () =>
      getJson<AuditFiltersResponse>(
        accountId ? `${P.auditFilters}?${new URLSearchParams({ accountId })}` : P.auditFilters,
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
}
