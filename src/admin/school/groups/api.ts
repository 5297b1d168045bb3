import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ROSTER_PATHS, type GroupSummary, type YearGroup } from '../../../domain/contracts/roster';
import { registerTranslations } from '../../../shell/lib/i18n';
import { sendJson } from '../../shared/queries';
import { rosterKeys } from '../shared/roster-api';
import { useSchoolFeatureScreen } from '../shared/screen';
import { schoolGroupsBe } from './texts.be';
import { schoolGroupsEn } from './texts.en';
import { schoolGroupsNl } from './texts.nl';

registerTranslations('school-groups', { nl: schoolGroupsNl, en: schoolGroupsEn, be: schoolGroupsBe });

/** The groups screens' `t` (namespace `school-groups`), who is signed in, and where in the school they are. */
export const useGroupsScreen = () => useSchoolFeatureScreen('school-groups');

/** A group's name and year group, and for a new group its kind. */
export type GroupValues = {
  name: string;
  yearGroup: YearGroup | null;
  kind: 'group' | 'combination';
};

/** Creates a group, or changes a group's name and year group (`group`). */
export function useSaveGroup(accountId: string, group?: GroupSummary) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: GroupValues) =>
      group
        ? sendJson('patch', ROSTER_PATHS.group(group.id), { name: values.name, yearGroup: values.yearGroup })
        : sendJson('post', ROSTER_PATHS.groups(accountId), values),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: rosterKeys.groupsOf(accountId) });
      if (group) await queryClient.invalidateQueries({ queryKey: rosterKeys.students(group.id) });
    },
  });
}

/** Archives a group (only an empty one), or restores an archived one. */
export function useArchiveGroup(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (group: GroupSummary) =>
      sendJson(
        'post',
        group.archived ? ROSTER_PATHS.restoreGroup(group.id) : ROSTER_PATHS.archiveGroup(group.id),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rosterKeys.groupsOf(accountId) }),
  });
}

/** Moves a group's students and teachers into another group and archives it. */
export function useMergeGroup(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ group, into }: { group: GroupSummary; into: GroupSummary }) =>
      sendJson<{ moved: number }>('post', ROSTER_PATHS.mergeGroup(group.id), { into: into.id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rosterKeys.groupsOf(accountId) }),
  });
}
