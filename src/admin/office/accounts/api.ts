import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  OFFICE_ACCOUNT_PATHS as P,
  type AccountDetail,
  type AccountListQuery,
  type AccountListResponse,
  type ApplicationDetail,
  type ApplicationSummary,
} from '../../../domain/contracts/office-accounts';
import type { Licence } from '../../../domain/contracts/office';
import { ROSTER_PATHS, type Teacher, type TeacherListResponse } from '../../../domain/contracts/roster';
import { getJson, sendJson } from '../../shared/queries';
import type { AccountFormValues, LicenceFormValues } from './AccountFields';

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

/**
 * A changed account as the server answers it: the account page shows it, the lists read again (with
 * `all`, every account query: a licence change moves the account's licence state too).
 */
function useAccountChanged(accountId: string, all = false) {
  const queryClient = useQueryClient();
  return (saved: AccountDetail) => {
    queryClient.setQueryData(accountKeys.one(accountId), saved);
    void queryClient.invalidateQueries({ queryKey: all ? accountKeys.all : ['office-accounts', 'list'] });
  };
}

/** Makes an account (a school or a home) with its administrator, from an application or by hand. */
export function useCreateAccount(applicationId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: AccountFormValues) =>
      sendJson<{ id: string; adminId: string }>(
        'post',
        applicationId ? P.applicationAccount(applicationId) : P.accounts,
        values,
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: accountKeys.all });
      await queryClient.invalidateQueries({ queryKey: accountKeys.applications });
    },
  });
}

/** Saves an account's details. */
export function useSaveAccount(accountId: string) {
  const changed = useAccountChanged(accountId);
  return useMutation({
    mutationFn: (values: AccountFormValues) => sendJson<AccountDetail>('patch', P.account(accountId), values),
    onSuccess: changed,
  });
}

/** Adds a licence period, or changes `licence`. */
export function useSaveLicence(accountId: string, licence?: Licence) {
  const changed = useAccountChanged(accountId, true);
  return useMutation({
    mutationFn: (values: LicenceFormValues) =>
      licence
        ? sendJson<AccountDetail>('put', P.licence(accountId, licence.id), values)
        : sendJson<AccountDetail>('post', P.licences(accountId), values),
    onSuccess: changed,
  });
}

/** Deletes a licence period (not the only one, nor the current one). */
export function useDeleteLicence(accountId: string) {
  const changed = useAccountChanged(accountId);
  return useMutation({
    mutationFn: (licence: Licence) => sendJson<AccountDetail>('delete', P.licence(accountId, licence.id)),
    onSuccess: changed,
  });
}

/** Deactivates an account (`active` false) or activates it again. */
export function useSetAccountActive(accountId: string) {
  const changed = useAccountChanged(accountId);
  return useMutation({
    mutationFn: (active: boolean) =>
      sendJson<AccountDetail>('post', active ? P.activate(accountId) : P.deactivate(accountId)),
    onSuccess: changed,
  });
}

/** Deletes an account for good; its name, typed again, confirms it. */
export function useDeleteAccount(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmName: string) => sendJson('delete', P.account(accountId), { confirmName }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
