import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  OFFICE_SUPPORT_PATHS as P,
  type StudentGroupsResponse,
  type StudentSearchResponse,
  type SupportStudent,
} from '../../../domain/contracts/office-support';
import { registerTranslations } from '../../../shell/lib/i18n';
import { getJson, sendJson } from '../../shared/queries';
import { useFeatureScreen } from '../../shared/screen';
import { officeStudentsBe } from './texts.be';
import { officeStudentsEn } from './texts.en';
import { officeStudentsNl } from './texts.nl';

registerTranslations('office-students', { nl: officeStudentsNl, en: officeStudentsEn, be: officeStudentsBe });

const studentsKey = ['office', 'students'] as const;

export const useStudentsScreen = () => useFeatureScreen('office-students');

export function useStudentSearch(text: string) {
  return useQuery({
    queryKey: [...studentsKey, text],
    queryFn: () => getJson<StudentSearchResponse>(`${P.students}?${new URLSearchParams({ zoek: text })}`),
    enabled: text.length >= 2,
    staleTime: 0,
  });
}

export function useStudentGroups(id: string) {
  return useQuery({
    queryKey: ['office', 'student-groups', id],
    queryFn: () => getJson<StudentGroupsResponse>(P.studentGroups(id)),
  });
}

/** A new password for a student (shown once to the office worker). */
export function useResetStudentPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (student: SupportStudent) =>
      sendJson<{ password: string }>('post', P.resetPassword(student.id)),
    // A new password also lifts a lock-out: the list says so.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentsKey }),
  });
}

export function useUnlockStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (student: SupportStudent) => sendJson<SupportStudent>('post', P.unlock(student.id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentsKey }),
  });
}

export function useMoveStudent(student: SupportStudent) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: string) => sendJson<SupportStudent>('post', P.move(student.id), { groupId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentsKey }),
  });
}
