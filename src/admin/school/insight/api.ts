import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  PRACTICE_PATHS,
  type GroupProgressResponse,
  type InsightPeriod,
  type ProgressColour,
  type StudentProgressResponse,
} from '../../../domain/contracts/practice';
import type { LocalizedText } from '../../../domain/localized-text';
import { currentLocale, registerTranslations } from '../../../shell/lib/i18n';
import { getJson } from '../../shared/queries';
import { useSchoolFeatureScreen } from '../shared/screen';
import { schoolInsightBe } from './texts.be';
import { schoolInsightEn } from './texts.en';
import { schoolInsightNl } from './texts.nl';

registerTranslations('school-insight', { nl: schoolInsightNl, en: schoolInsightEn, be: schoolInsightBe });

/** The insight screens' `t` (namespace `school-insight`), who is signed in, and where in the school they are. */
export const useInsightScreen = () => useSchoolFeatureScreen('school-insight');

export const insightKeys = {
  group: (groepId: string, periode: InsightPeriod) => ['group-progress', groepId, periode] as const,
  student: (leerlingId: string, periode: InsightPeriod) => ['student-progress', leerlingId, periode] as const,
};

export function useGroupProgress(groepId: string, periode: InsightPeriod) {
  return useQuery({
    queryKey: insightKeys.group(groepId, periode),
    queryFn: () =>
      getJson<GroupProgressResponse>(`${PRACTICE_PATHS.groupProgress(groepId)}?periode=${periode}`),
    placeholderData: keepPreviousData,
  });
}

export function useStudentProgress(leerlingId: string, periode: InsightPeriod) {
  return useQuery({
    queryKey: insightKeys.student(leerlingId, periode),
    queryFn: () =>
      getJson<StudentProgressResponse>(`${PRACTICE_PATHS.studentProgress(leerlingId)}?periode=${periode}`),
    placeholderData: keepPreviousData,
  });
}

/** A text of the learning line in the user's language (Flemish reads the Dutch). */
export function localized(text: LocalizedText | null | undefined): string {
  if (!text) return '';
  return currentLocale() === 'en' ? text.en : text.nl;
}

/** A symbol beside each colour, so the code does not rest on colour alone (colour-blind teachers). */
export const COLOUR_SYMBOLS: Record<ProgressColour, string> = {
  green: '✓',
  orange: '~',
  red: '!',
  grey: '–',
};

/** Order for sorting: who needs help first. */
export const COLOUR_RANK: Record<ProgressColour, number> = { red: 0, orange: 1, green: 2, grey: 3 };
