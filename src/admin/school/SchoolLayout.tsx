import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { href, type RouteName } from '../../shell/lib/routes';
import { userAtom } from '../../auth';
import { AdminFrame } from '../shared/AdminFrame';
import { LogoutAction } from '../shared/LogoutAction';
import { QueryProvider } from '../shared/queries';
import { LicenceBanner } from './licence/LicenceBanner';
import { useUnreadMessageCount } from './messages/api';
import { registerSchoolCommsTexts } from './messages/i18n';
import { useAccount } from './shared/roster-api';

registerSchoolCommsTexts();

/**
 * The school area's menu.
 */
const SCHOOL_NAV: RouteName[] = [
  'a-groepen',
  'a-docenten',
  'a-prullenbak',
  'a-licentie',
  'a-berichten',
  'a-vriend-uitnodigen',
];

/** Frame of the school admin area (teachers and school administrators). */
export function SchoolLayout() {
  return (
    <QueryProvider>
      <SchoolFrame />
    </QueryProvider>
  );
}

/** A home account (groups flag off) calls its first item "My children" (SPEC §2's groups flag). */
function SchoolFrame() {
  const { t } = useTranslation(['common', 'school', 'school-comms']);
  const { accountId = '', userId = '' } = useParams();
  const account = useAccount(accountId);
  const home = account.data?.groupsEnabled === false;
  const role = useAtomValue(userAtom)?.role;
  // Messages are for the school's own staff (office staff looking in get none).
  const unread = useUnreadMessageCount(accountId, role === 'schooladmin' || role === 'docent');
  const licencePath = href('a-licentie', { accountId, userId });
  const onLicencePage = useLocation().pathname === licencePath;
  // Only a school's schooladmin manages its teachers: a docent and a parent (home account) need no such item.
  const nav = SCHOOL_NAV.filter(
    (name) =>
      (name !== 'a-docenten' || (!home && account.isSuccess && role !== 'docent')) &&
      // Inviting a colleague at another school is for school staff, not a parent.
      (name !== 'a-vriend-uitnodigen' || (!home && account.isSuccess)),
  ).map((name) => ({
    to: href(name, { accountId, userId }),
    label: name === 'a-groepen' && home ? t('school:groups.title_home') : t(`routes.${name}`),
    ...(name === 'a-berichten' && {
      badge: {
        count: unread,
        name: t('school-comms:nav.unread', { label: t(`routes.${name}`), count: unread }),
      },
    }),
  }));
  return (
    <AdminFrame
      areaLabel={account.data?.name ?? t('areas.school')}
      productName={t('productName')}
      nav={nav}
      actions={<LogoutAction />}
      banner={
        <LicenceBanner accountId={accountId} userId={userId} home={home} onLicencePage={onLicencePage} />
      }
    />
  );
}
