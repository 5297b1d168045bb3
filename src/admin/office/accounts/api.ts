import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  OFFICE_ACCOUNT_PATHS as P,
  type AccountDetail,
  type AccountListQuery,
  type AccountListResponse,
  type ApplicationDetail,
  type ApplicationSummary,
} from '../../../domain/contracts/office-accounts';
import { getJson } from '../../shared/queries';

export const accountKeys = {
  all: ['office-accounts'] as const,
  list: (query: AccountListQuery) => ['office-accounts', 'list', query] as const,
  one: (id: string) => ['office-accounts', 'one', id] as const,
  applications: ['office-applications'] as const,
  application: (id: string) => ['office-applications', id] as const,
};

export function useAccountList(query: AccountListQuery) {
  const params = new URLSearchParams(
    Object.entries(query).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]])),
  );
  return useQuery({
    queryKey: accountKeys.list(query),
    queryFn: () => getJson<AccountListResponse>(`${P.accounts}?${params.toString()}`),
    placeholderData: keepPreviousData,
  });
}

export function useAccountDetail(id: string) {
  return useQuery({
    queryKey: accountKeys.one(id),
    queryFn: () => getJson<AccountDetail>(P.account(id)),
    enabled: id !== '',
  });
}

export function useApplications() {
  return useQuery({
    queryKey: accountKeys.applications,
    queryFn: async () => (await getJson<{ applications: ApplicationSummary[] }>(P.applications)).applications,
  });
}

export function useApplication(id: string | null) {
  return useQuery({
    queryKey: accountKeys.application(id ?? ''),
    queryFn: () => getJson<ApplicationDetail>(P.application(id!)),
    enabled: !!id,
  });
}
