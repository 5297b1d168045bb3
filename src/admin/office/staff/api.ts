import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  OFFICE_SUPPORT_PATHS as P,
  type InviteOfficeUserBody,
  type OfficeRole,
  type OfficeUser,
  type OfficeUserListResponse,
} from '../../../domain/contracts/office-support';
import { registerTranslations } from '../../../shell/lib/i18n';
import { getJson, sendJson } from '../../shared/queries';
import { useFeatureScreen } from '../../shared/screen';
import { officeStaffBe } from './texts.be';
import { officeStaffEn } from './texts.en';
import { officeStaffNl } from './texts.nl';

registerTranslations('office-staff', { nl: officeStaffNl, en: officeStaffEn, be: officeStaffBe });

const staffKey = ['office', 'staff'] as const;

/** A change to an office user, asked for on the staff screen. */
export type StaffChange =
  | { kind: 'role'; user: OfficeUser; role: OfficeRole }
  | { kind: 'deactivate' | 'activate'; user: OfficeUser };

/** A superadmin alone manages staff (`isSuperadmin`). */
export const useStaffScreen = () => useFeatureScreen('office-staff');

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
