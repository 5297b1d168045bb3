import { useQuery } from '@tanstack/react-query';
import { ROSTER_PATHS, type TeacherListResponse } from '../../../domain/contracts/roster';
import { getJson } from '../../shared/queries';

export const teacherKeys = { list: (accountId: string) => ['teachers', accountId] as const };

/** The school's teachers; only a schooladmin (or office) asks. */
export function useTeachers(accountId: string, enabled: boolean) {
  return useQuery({
    queryKey: teacherKeys.list(accountId),
    queryFn: () => getJson<TeacherListResponse>(ROSTER_PATHS.teachers(accountId)),
    enabled,
  });
}
