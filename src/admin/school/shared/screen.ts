import { useAtomValue } from 'jotai';
import { useParams } from 'react-router-dom';
import { userAtom } from '../../../auth';
import { href } from '../../../shell/lib/routes';
import { useFeatureScreen } from '../../shared/screen';
import { useAccount } from './roster-api';

/**
 * The one id of a child's settings in their route (a child has one set of own settings, over the
 * group's): the students screen links there, the settings feature reads it.
 */
export const STUDENT_SETTINGS_ID = 'standaard';

/**
 * A school feature's screen (`use<Feature>Screen()` in its api.ts): the feature's `t` and who is
 * signed in (`useFeatureScreen`), the route's ids, the signed-in role, the account (for the groups
 * flag) and the i18next context that words a home account's screens ('home': children, not groups).
 */
export function useSchoolFeatureScreen(namespace: string) {
  const { t, userId, isSuperadmin } = useFeatureScreen(namespace);
  const { accountId = '', userId: areaUserId = '', groepId = '' } = useParams();
  const role = useAtomValue(userAtom)?.role;
  const account = useAccount(accountId);
  const groupsEnabled = account.data?.groupsEnabled ?? true;
  const link = (name: Parameters<typeof href>[0], params: Record<string, string> = {}) =>
    href(name, { accountId, userId: areaUserId, groepId, ...params });
  return {
    t,
    userId,
    isSuperadmin,
    accountId,
    groepId,
    role,
    isAdmin: role !== 'docent',
    account,
    groupsEnabled,
    context: groupsEnabled ? undefined : ('home' as const),
    link,
  };
}
