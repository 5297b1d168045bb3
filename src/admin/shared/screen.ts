import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { userAtom } from '../../auth';

/** A feature's `t` (its own i18next namespace), who is signed in, and whether they are a superadmin. */
export function useFeatureScreen(namespace: string) {
  const { t } = useTranslation(namespace);
  const user = useAtomValue(userAtom);
  return { t, userId: user?.id, isSuperadmin: user?.role === 'superadmin' };
}
