import type { z } from 'zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ROSTER_PATHS,
  type TrashedStudent,
  type TrashResponse,
  type updateAccountBodySchema,
} from '../../../domain/contracts/roster';
import { registerTranslations } from '../../../shell/lib/i18n';
import { getJson, sendJson } from '../../shared/queries';
import { rosterKeys } from '../shared/roster-api';
import { useSchoolFeatureScreen } from '../shared/screen';
import { schoolTrashBe } from './texts.be';
import { schoolTrashEn } from './texts.en';
import { schoolTrashNl } from './texts.nl';

registerTranslations('school-trash', { nl: schoolTrashNl, en: schoolTrashEn, be: schoolTrashBe });

/** The trash screens' `t` (namespace `school-trash`), who is signed in, and where in the school they are. */
export const useTrashScreen = () => useSchoolFeatureScreen('school-trash');

/** Students deleted from a group (a docent: of their groups), with their purge day. */
export function useTrash(accountId: string) {
  return useQuery({
    queryKey: rosterKeys.trash(accountId),
    queryFn: () => getJson<TrashResponse>(ROSTER_PATHS.trash(accountId)),
  });
}

function useRefreshAfterTrash(accountId: string) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: rosterKeys.trash(accountId) });
    await queryClient.invalidateQueries({ queryKey: rosterKeys.groupsOf(accountId) });
    await queryClient.invalidateQueries({ queryKey: rosterKeys.allStudents });
  };
}

/** Restores a student into their group, or into `groupId` when theirs is archived or gone. */
export function useRestoreStudent(accountId: string) {
  const refresh = useRefreshAfterTrash(accountId);
  return useMutation({
    mutationFn: ({ student, groupId }: { student: TrashedStudent; groupId?: string }) =>
      sendJson('post', ROSTER_PATHS.restoreStudent(student.id), groupId ? { groupId } : {}),
    onSuccess: refresh,
  });
}

/** Deletes a student for good now (a schooladmin). */
export function usePurgeStudent(accountId: string) {
  const refresh = useRefreshAfterTrash(accountId);
  return useMutation({
    mutationFn: (student: TrashedStudent) => sendJson('delete', ROSTER_PATHS.purgeStudent(student.id)),
    onSuccess: refresh,
  });
}

/** The account's trash days: how long a deleted student can still be restored. */
export function useSaveTrashDays(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: z.output<typeof updateAccountBodySchema>) =>
      sendJson('patch', ROSTER_PATHS.account(accountId), values),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: rosterKeys.trash(accountId) });
      await queryClient.invalidateQueries({ queryKey: rosterKeys.account(accountId) });
    },
  });
}
