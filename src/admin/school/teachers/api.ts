import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ROSTER_PATHS,
  type InviteTeacherBody,
  type Teacher,
  type TeacherListResponse,
} from '../../../domain/contracts/roster';
import { getJson, sendJson } from '../../shared/queries';
import { rosterKeys } from '../shared/roster-api';
import { registerTranslations } from '../../../shell/lib/i18n';
import { useSchoolFeatureScreen } from '../shared/screen';
import { schoolTeachersBe } from './texts.be';
import { schoolTeachersEn } from './texts.en';
import { schoolTeachersNl } from './texts.nl';

registerTranslations('school-teachers', { nl: schoolTeachersNl, en: schoolTeachersEn, be: schoolTeachersBe });

/** The teachers screens' `t` (namespace `school-teachers`), who is signed in, and where in the school they are. */
export const useTeachersScreen = () => useSchoolFeatureScreen('school-teachers');

/** The school's teachers; only a schooladmin (or office) asks. */
export function useTeachers(accountId: string, enabled: boolean) {
  return useQuery({
    queryKey: rosterKeys.teachers(accountId),
    queryFn: () => getJson<TeacherListResponse>(ROSTER_PATHS.teachers(accountId)),
    enabled,
  });
}

/** The teacher form: name, e-mail (for an invite), role and groups. */
export type TeacherValues = InviteTeacherBody & { groupIds: string[] };

/** Invites a teacher (name, e-mail, role, groups), or changes one's role and groups (`teacher`). */
export function useSaveTeacher(accountId: string, teacher?: Teacher) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: TeacherValues) =>
      teacher
        ? sendJson<Teacher>('patch', ROSTER_PATHS.teacher(accountId, teacher.id), {
            role: values.role,
            groupIds: values.groupIds,
          })
        : sendJson<Teacher>('post', ROSTER_PATHS.teachers(accountId), values),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: rosterKeys.teachers(accountId) });
      await queryClient.invalidateQueries({ queryKey: rosterKeys.groupsOf(accountId) });
    },
  });
}

/** Deactivates a teacher (signed out everywhere) or activates them again. */
export function useSetTeacherActive(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ teacher, active }: { teacher: Teacher; active: boolean }) =>
      sendJson<Teacher>(
        'post',
        active
          ? ROSTER_PATHS.activateTeacher(accountId, teacher.id)
          : ROSTER_PATHS.deactivateTeacher(accountId, teacher.id),
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: rosterKeys.teachers(accountId) });
      await queryClient.invalidateQueries({ queryKey: rosterKeys.groupsOf(accountId) });
    },
  });
}

/** Sends an invited teacher a new invitation (the link of the last one stops working). */
export function useResendInvitation(accountId: string) {
  return useMutation({
    mutationFn: (teacher: Teacher) =>
      sendJson<Teacher>('post', ROSTER_PATHS.resendInvitation(accountId, teacher.id)),
  });
}
