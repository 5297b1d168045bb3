import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  OFFICE_ACCOUNT_PATHS as P,
  type AccountDetail,
  type AccountListQuery,
  type AccountListResponse,
  type ApplicationDetail,
  type ApplicationSummary,
} from '../../../domain/contracts/office-accounts';
import { ROSTER_PATHS, type Teacher, type TeacherListResponse } from '../../../domain/contracts/roster';
import { getJson, sendJson } from '../../shared/queries';

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

/** The school's staff through the teachers routes (office may use them for any school). */
const schoolStaffKey = (accountId: string) => ['office-school-staff', accountId] as const;

/** A change to one of a school's administrators, asked for on the account page. */
export type SchoolAdminChange = { kind: 'demote' | 'deactivate' | 'activate'; admin: Teacher };

export function useSchoolStaff(accountId: string) {
  return useQuery({
    queryKey: schoolStaffKey(accountId),
    queryFn: () => getJson<TeacherListResponse>(ROSTER_PATHS.teachers(accountId)),
  });
}

/** After a change to a school's staff: its staff list and the account (its counts) are read again. */
function useRefreshSchoolStaff(accountId: string) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: schoolStaffKey(accountId) });
    await queryClient.invalidateQueries({ queryKey: accountKeys.one(accountId) });
  };
}

export function useResendInvitation(accountId: string) {
  return useMutation({
    mutationFn: (admin: Teacher) =>
      sendJson<Teacher>('post', ROSTER_PATHS.resendInvitation(accountId, admin.id)),
  });
}

export function useChangeSchoolAdmin(accountId: string) {
  const refresh = useRefreshSchoolStaff(accountId);
  return useMutation({
    mutationFn: ({ kind, admin }: SchoolAdminChange) =>
      kind === 'demote'
        ? sendJson<Teacher>('patch', ROSTER_PATHS.teacher(accountId, admin.id), { role: 'docent' })
        : sendJson<Teacher>(
            'post',
            kind === 'deactivate'
              ? ROSTER_PATHS.deactivateTeacher(accountId, admin.id)
              : ROSTER_PATHS.activateTeacher(accountId, admin.id),
          ),
    onSuccess: refresh,
  });
}

/** Invites a school administrator by mail (the teachers route with role schooladmin). */
export function useAddSchoolAdmin(accountId: string) {
  const refresh = useRefreshSchoolStaff(accountId);
  return useMutation({
    mutationFn: (values: { name: string; email: string }) =>
      sendJson<Teacher>('post', ROSTER_PATHS.teachers(accountId), {
        ...values,
        role: 'schooladmin',
        groupIds: [],
      }),
    onSuccess: refresh,
  });
}
