import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import {
  ROSTER_PATHS,
  type AccountResponse,
  type GroupListResponse,
  type PasswordListResponse,
  type StudentListResponse,
} from '../../../domain/contracts/roster';
import { getJson } from '../../shared/queries';

/**
 * Query keys of the roster, shared by the school's features: a change invalidates what it touched
 * (`groupsOf` every list of an account's groups, `allStudents` the students of every group).
 */
export const rosterKeys = {
  account: (accountId: string) => ['account', accountId] as const,
  groups: (accountId: string, archived: boolean) => ['groups', accountId, archived] as const,
  groupsOf: (accountId: string) => ['groups', accountId] as const,
  allGroups: ['groups'] as const,
  students: (groepId: string) => ['students', groepId] as const,
  allStudents: ['students'] as const,
  passwords: (groepId: string) => ['passwords', groepId] as const,
  allPasswords: ['passwords'] as const,
  teachers: (accountId: string) => ['teachers', accountId] as const,
  trash: (accountId: string) => ['trash', accountId] as const,
};

export function useAccount(accountId: string) {
  return useQuery({
    queryKey: rosterKeys.account(accountId),
    queryFn: () => getJson<AccountResponse>(ROSTER_PATHS.account(accountId)),
    staleTime: 5 * 60_000,
  });
}

export function useGroups(accountId: string, archived = false) {
  return useQuery({
    queryKey: rosterKeys.groups(accountId, archived),
    queryFn: () =>
      getJson<GroupListResponse>(`${ROSTER_PATHS.groups(accountId)}${archived ? '?archived=true' : ''}`),
  });
}

export function useStudents(groepId: string) {
  return useQuery({
    queryKey: rosterKeys.students(groepId),
    queryFn: () => getJson<StudentListResponse>(ROSTER_PATHS.students(groepId)),
  });
}

export function usePasswords(groepId: string) {
  return useQuery({
    queryKey: rosterKeys.passwords(groepId),
    queryFn: () => getJson<PasswordListResponse>(ROSTER_PATHS.passwords(groepId)),
  });
}

/**
 * A stored year group in words (the area's shared `school` namespace, whichever feature's `t`): "Groep 6" for a Dutch school; for a Flemish school "4de leerjaar"
 * (Dutch group N + 2 is year N) or "2de kleuterklas" (groups 0 to 2 are kleuterklas 1 to 3), in the
 * screen's language. Year groups are stored as EDEXML writes them, in Dutch groups. `inText` gives
 * the words inside a sentence ("een leerling van groep 6", "van het 4de leerjaar").
 */
export function yearGroupLabel(
  t: TFunction,
  value: string | null,
  country: 'NL' | 'BE' = 'NL',
  form: 'label' | 'inText' = 'label',
): string {
  if (!value) return t('school:yearGroup.none');
  const inText = form === 'inText' ? '_inText' : '';
  if (!/^\d+$/.test(value)) return t(`school:yearGroup.${value}${inText}`, { defaultValue: value });
  const n = Number(value);
  if (country === 'NL') return t(`school:yearGroup.group${inText}`, { value: n });
  const [key, number] = n <= 2 ? ['kindergarten', n + 1] : ['year', n - 2];
  // A context of the number picks an ordinal that is written differently ("1ste", not "1de").
  return t([`school:yearGroup.${key}_${number}${inText}`, `school:yearGroup.${key}${inText}`], {
    value: number,
  });
}
