import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  COMMS_PATHS,
  type FriendInvite,
  type FriendInviteBody,
  type FriendInviteListResponse,
} from '../../../domain/contracts/office-comms';
import { registerTranslations } from '../../../shell/lib/i18n';
import { getJson, sendJson } from '../../shared/queries';
import { useFeatureScreen } from '../../shared/screen';
import { schoolInviteBe } from './texts.be';
import { schoolInviteEn } from './texts.en';
import { schoolInviteNl } from './texts.nl';

registerTranslations('school-invite', { nl: schoolInviteNl, en: schoolInviteEn, be: schoolInviteBe });

const invitesKey = (accountId: string) => ['friend-invites', accountId] as const;

/** The invite screen's `t` (namespace `school-invite`) and who is signed in. */
export const useInviteScreen = () => useFeatureScreen('school-invite');

/** The invites the school's staff sent, and how many more may go today. */
export function useFriendInvites(accountId: string) {
  return useQuery({
    queryKey: invitesKey(accountId),
    queryFn: () => getJson<FriendInviteListResponse>(COMMS_PATHS.friendInvites(accountId)),
  });
}

export function useSendFriendInvite(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: FriendInviteBody) =>
      sendJson<FriendInvite>('post', COMMS_PATHS.friendInvites(accountId), values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitesKey(accountId) }),
  });
}
