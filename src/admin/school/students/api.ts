import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ROSTER_PATHS,
  type AddStudentsBody,
  type AddStudentsResponse,
  type StudentPassword,
  type StudentSearchResponse,
  type StudentSummary,
  type UpdateStudentBody,
} from '../../../domain/contracts/roster';
import { registerTranslations } from '../../../shell/lib/i18n';
import { getJson, sendJson } from '../../shared/queries';
import { rosterKeys } from '../shared/roster-api';
import { useSchoolFeatureScreen } from '../shared/screen';
import { schoolStudentsBe } from './texts.be';
import { schoolStudentsEn } from './texts.en';
import { schoolStudentsNl } from './texts.nl';

registerTranslations('school-students', { nl: schoolStudentsNl, en: schoolStudentsEn, be: schoolStudentsBe });

/** The students screens' `t` (namespace `school-students`), who is signed in, and where in the school they are. */
export const useStudentsScreen = () => useSchoolFeatureScreen('school-students');

/** Pupils of the school (a docent: of their groups) by name, to choose for a combination group. */
export function useStudentSearch(accountId: string, query: string) {
  return useQuery({
    queryKey: ['student-search', accountId, query],
    queryFn: () =>
      getJson<StudentSearchResponse>(
        `${ROSTER_PATHS.searchStudents(accountId)}?zoek=${encodeURIComponent(query)}`,
      ),
  });
}

/** Adds students to a group by name; the answer has their user names and passwords. */
export function useAddStudents(groepId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddStudentsBody) =>
      sendJson<AddStudentsResponse>('post', ROSTER_PATHS.students(groepId), body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: rosterKeys.students(groepId) });
      await queryClient.invalidateQueries({ queryKey: rosterKeys.passwords(groepId) });
      await queryClient.invalidateQueries({ queryKey: rosterKeys.allGroups });
    },
  });
}

/** Adds pupils to a combination group; they stay in their own class. */
export function useAddMembers(accountId: string, groepId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (studentIds: string[]) =>
      sendJson<{ added: number }>('post', ROSTER_PATHS.members(groepId), { studentIds }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: rosterKeys.students(groepId) });
      await queryClient.invalidateQueries({ queryKey: rosterKeys.groupsOf(accountId) });
    },
  });
}

/** Takes a pupil out of a combination group (not out of their class). */
export function useLeaveGroup(accountId: string, groepId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (student: StudentSummary) => sendJson('delete', ROSTER_PATHS.member(groepId, student.id)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: rosterKeys.students(groepId) });
      await queryClient.invalidateQueries({ queryKey: rosterKeys.groupsOf(accountId) });
    },
  });
}

/** Moves pupils to another class of the school. */
export function useMoveStudents(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { studentIds: string[]; groupId: string }) =>
      sendJson<{ moved: number }>('post', ROSTER_PATHS.moveStudents(accountId), body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: rosterKeys.allStudents });
      await queryClient.invalidateQueries({ queryKey: rosterKeys.groupsOf(accountId) });
    },
  });
}

/** Changes a pupil's name (and user name, only when it changed). */
export function useEditStudent(groepId: string, student: StudentSummary) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Required<UpdateStudentBody>) =>
      sendJson('patch', ROSTER_PATHS.student(student.id), {
        displayName: values.displayName,
        ...(values.username !== student.username ? { username: values.username } : {}),
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: rosterKeys.students(groepId) });
      await queryClient.invalidateQueries({ queryKey: rosterKeys.passwords(groepId) });
    },
  });
}

/** Puts a pupil in the trash. */
export function useDeleteStudent(accountId: string, groepId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (student: StudentSummary) => sendJson('delete', ROSTER_PATHS.student(student.id)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: rosterKeys.students(groepId) });
      await queryClient.invalidateQueries({ queryKey: rosterKeys.groupsOf(accountId) });
      await queryClient.invalidateQueries({ queryKey: rosterKeys.trash(accountId) });
    },
  });
}

/** Sets a pupil's password: the teacher's, or (empty) one the product makes; the answer has it. */
export function useResetPassword(groepId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ student, password }: { student: StudentPassword; password: string }) =>
      sendJson<{ password: string }>(
        'put',
        ROSTER_PATHS.studentPassword(student.id),
        password.trim() ? { password: password.trim() } : {},
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rosterKeys.passwords(groepId) }),
  });
}

/** A new login card: the old one stops working; the "card last used" column starts again. */
export function useRenewCard(groepId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (student: StudentPassword) => sendJson('post', ROSTER_PATHS.renewCard(student.id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rosterKeys.passwords(groepId) }),
  });
}
