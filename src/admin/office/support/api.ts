import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { userAtom } from '../../../auth';
import {
  OFFICE_SUPPORT_PATHS as P,
  type AuditFiltersResponse,
  type AuditQuery,
  type AuditResponse,
  type DashboardResponse,
  type StudentGroupsResponse,
  type StudentSearchResponse,
} from '../../../domain/contracts/office-support';
import { getJson } from '../../shared/queries';
import { registerOfficeSupportTexts } from '.';

registerOfficeSupportTexts();

export const supportKeys = {
  dashboard: ['office', 'dashboard'] as const,
  students: (text: string) => ['office', 'students', text] as const,
  allStudents: ['office', 'students'] as const,
  studentGroups: (id: string) => ['office', 'student-groups', id] as const,
  audit: (query: AuditQuery) => ['office', 'audit', query] as const,
  auditFilters: (accountId?: string) => ['office', 'audit-filters', accountId ?? null] as const,
};

/** The namespace's `t`, and whether the signed-in user is a superadmin. */
export function useSupportScreen() {
  const { t } = useTranslation('office-support');
  const user = useAtomValue(userAtom);
  return { t, userId: user?.id, isSuperadmin: user?.role === 'superadmin' };
}

export function useDashboard() {
  return useQuery({
    queryKey: supportKeys.dashboard,
    queryFn: () => getJson<DashboardResponse>(P.dashboard),
    // Read anew on each visit: a licence changed on an account's screen (its own query client) shows.
    staleTime: 0,
  });
}

export function useStudentSearch(text: string) {
  return useQuery({
    queryKey: supportKeys.students(text),
    queryFn: () => getJson<StudentSearchResponse>(`${P.students}?${new URLSearchParams({ zoek: text })}`),
    enabled: text.length >= 2,
    staleTime: 0,
  });
}

export function useStudentGroups(id: string) {
  return useQuery({
    queryKey: supportKeys.studentGroups(id),
    queryFn: () => getJson<StudentGroupsResponse>(P.studentGroups(id)),
  });
}

export function useAudit(query: AuditQuery, enabled: boolean) {
  const params = new URLSearchParams(
    Object.entries(query).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]])),
  );
  return useQuery({
    queryKey: supportKeys.audit(query),
    queryFn: () => getJson<AuditResponse>(`${P.audit}?${params}`),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** The log's accounts, and its staff members and actions (of the account, when one is given). */
export function useAuditFilters(enabled: boolean, accountId?: string) {
  return useQuery({
    queryKey: supportKeys.auditFilters(accountId),
    queryFn: () =>
      getJson<AuditFiltersResponse>(
        accountId ? `${P.auditFilters}?${new URLSearchParams({ accountId })}` : P.auditFilters,
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
}
