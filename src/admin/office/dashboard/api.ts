import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OFFICE_SUPPORT_PATHS as P, type DashboardResponse } from '../../../domain/contracts/office-support';
import { registerTranslations } from '../../../shell/lib/i18n';
import { getJson, sendJson } from '../../shared/queries';
import { useFeatureScreen } from '../../shared/screen';
import { officeDashboardBe } from './texts.be';
import { officeDashboardEn } from './texts.en';
import { officeDashboardNl } from './texts.nl';

registerTranslations('office-dashboard', {
  nl: officeDashboardNl,
  en: officeDashboardEn,
  be: officeDashboardBe,
});

const dashboardKey = ['office', 'dashboard'] as const;

export const useDashboardScreen = () => useFeatureScreen('office-dashboard');

export function useDashboard() {
  return useQuery({
    queryKey: dashboardKey,
    queryFn: () => getJson<DashboardResponse>(P.dashboard),
    // Read anew on each visit: a licence changed on an account's screen (its own query client) shows.
    staleTime: 0,
  });
}

/** Marks a site submission as handled; the dashboard's list is read again. */
export function useHandleSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: { id: string; name: string }) => sendJson('post', P.handleSubmission(item.id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKey }),
  });
}
