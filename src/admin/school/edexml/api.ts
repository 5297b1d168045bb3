import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ROSTER_PATHS,
  edexmlChoiceQuery,
  type EdexmlSummary,
  type Teacher,
} from '../../../domain/contracts/roster';
import { http } from '../../../shell/lib/http';
import { registerTranslations } from '../../../shell/lib/i18n';
import { sendJson } from '../../shared/queries';
import { rosterKeys } from '../shared/roster-api';
import { useSchoolFeatureScreen } from '../shared/screen';
import { schoolEdexmlBe } from './texts.be';
import { schoolEdexmlEn } from './texts.en';
import { schoolEdexmlNl } from './texts.nl';

registerTranslations('school-edexml', { nl: schoolEdexmlNl, en: schoolEdexmlEn, be: schoolEdexmlBe });

/** The edexml screens' `t` (namespace `school-edexml`), who is signed in, and where in the school they are. */
export const useEdexmlScreen = () => useSchoolFeatureScreen('school-edexml');

type Phase = 'idle' | 'uploading' | 'processing';
type Send = (dryRun: boolean, groups: readonly string[] | null) => Promise<EdexmlSummary>;

/**
 * Sends the chosen file as it is (application/xml) with the chosen groups (null: the school's
 * remembered choice), as a dry run (the preview) or for real; `phase` and `progress` (0-1) follow the
 * upload, then the server's processing.
 */
export function useEdexmlUpload(accountId: string, file: File | null) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState(0);
  const send: Send = async (dryRun, groups) => {
    setPhase('uploading');
    setProgress(0);
    try {
      const query = [dryRun ? 'dryRun=true' : '', groups ? edexmlChoiceQuery(groups) : ''].filter(Boolean);
      const url = `${ROSTER_PATHS.edexml(accountId)}${query.length ? `?${query.join('&')}` : ''}`;
      const response = await http.post<EdexmlSummary>(url, file, {
        headers: { 'Content-Type': 'application/xml' },
        onUploadProgress: (event) => {
          const fraction = event.total ? event.loaded / event.total : (event.progress ?? 0);
          setProgress(fraction);
          if (fraction >= 1) setPhase('processing');
        },
      });
      return response.data;
    } finally {
      setPhase('idle');
    }
  };
  return { phase, progress, send };
}

/**
 * The preview of a file (a dry run of the same sync) for the chosen groups, asked again on each change
 * of the choice. While a changed choice is counted, the last preview of the same file stays on screen
 * (marked as updating); another file (`fileVersion`) starts without one.
 */
export function useEdexmlPreview(
  accountId: string,
  fileVersion: number,
  choice: string[] | null,
  enabled: boolean,
  send: Send,
) {
  return useQuery({
    queryKey: ['edexml-preview', accountId, fileVersion, choice],
    queryFn: () => send(true, choice),
    enabled,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === fileVersion ? previous : undefined,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** Carries out the import for the chosen groups (the server checks the licence again). */
export function useApplyEdexml(accountId: string, send: Send) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groups: string[]) => send(false, groups),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: rosterKeys.groupsOf(accountId) });
      await queryClient.invalidateQueries({ queryKey: rosterKeys.allStudents });
      await queryClient.invalidateQueries({ queryKey: rosterKeys.allPasswords });
      await queryClient.invalidateQueries({ queryKey: rosterKeys.account(accountId) });
    },
  });
}

/** Invites a teacher of the file as a docent of the file's groups (an e-mail with a link). */
export function useInviteImportedTeacher(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teacher: { name: string; email: string; groupIds: string[] }) =>
      sendJson<Teacher>('post', ROSTER_PATHS.teachers(accountId), { ...teacher, role: 'docent' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rosterKeys.teachers(accountId) }),
  });
}
