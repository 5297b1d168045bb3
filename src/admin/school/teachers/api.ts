import { useQuery } from '@tanstack/react-query';
import { ROSTER_PATHS, type TeacherListResponse } from '../../../domain/contracts/roster';
import { getJson } from '../../shared/queries';
import { registerTranslations } from '../../../shell/lib/i18n';
import { useSchoolFeatureScreen } from '../shared/screen';
import { schoolTeachersBe } from './texts.be';
import { schoolTeachersEn } from './texts.en';
import { schoolTeachersNl } from './texts.nl';

registerTranslations('school-teachers', { nl: schoolTeachersNl, en: schoolTeachersEn, be: schoolTeachersBe });

/** The teachers screens' `t` (namespace `school-teachers`), who is signed in, and where in the school they are. */
export const useTeachersScreen = () => useSchoolFeatureScreen('school-teachers');

export const teacherKeys = { list: (accountId: string) => ['teachers', accountId] as const };

/** The school's teachers; only a schooladmin (or office) asks. */
export function useTeachers(accountId: string, enabled: boolean) {
  return useQuery({
    queryKey: teacherKeys.list(accountId),
    queryFn: () => getJson<TeacherListResponse>(ROSTER_PATHS.teachers(accountId)),
    enabled,
  });
}
