import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { userAtom } from '../../../auth';
import {
  OFFICE_SUPPORT_PATHS as P,
  type InviteOfficeUserBody,
  type OfficeRole,
  type OfficeUser,
  type OfficeUserListResponse,
} from '../../../domain/contracts/office-support';
import { registerTranslations } from '../../../shell/lib/i18n';
import { getJson, sendJson } from '../../shared/queries';
import { officeStaffBe } from './texts.be';
import { officeStaffEn } from './texts.en';
import { officeStaffNl } from './texts.nl';

registerTranslations('office-staff', { nl: officeStaffNl, en: officeStaffEn, be: officeStaffBe });

const staffKey = ['office', 'staff'] as const;

/** A change to an office user, asked for on the staff screen. */
export type StaffChange =
  | { kind: 'role'; user: OfficeUser; role: OfficeRole }
  | { kind: 'deactivate' | 'activate'; user: OfficeUser };

/** The feature's `t`, who is signed in, and whether they are a superadmin (who alone manages staff). */
export function useStaffScreen() {
  const { t } = useTranslation('office-staff');
  const user = useAtomValue(userAtom);
  return { t, userId: user?.id, isSuperadmin: user?.role === 'superadmin' };
}

export function useOfficeUsers(enabled: boolean) {
  return useQuery({
    queryKey: staffKey,
    queryFn: () => getJson<OfficeUserListResponse>(P.staff),
    enabled,
  });
}

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: InviteOfficeUserBody) => sendJson<OfficeUser>('post', P.staff, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}

export function useChangeStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: StaffChange) =>
      change.kind === 'role'
        ? sendJson<OfficeUser>('patch', P.staffMember(change.user.id), { role: change.role })
        : sendJson<OfficeUser>(
            'post',
            change.kind === 'deactivate'
              ? P.deactivateStaff(change.user.id)
              : P.activateStaff(change.user.id),
          ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}
