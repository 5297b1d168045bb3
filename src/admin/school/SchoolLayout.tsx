import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { href, type RouteName } from '../../shell/lib/routes';
import { LogoutAction } from '../shared/LogoutAction';
import { AdminFrame } from '../shared/AdminFrame';

const SCHOOL_NAV: RouteName[] = [
  'a-groepen',
  'a-docenten',
  'a-licentie',
  'a-berichten',
  'a-vriend-uitnodigen',
  'a-prullenbak',
];

/** Frame of the school admin area (teachers and school administrators). */
export function SchoolLayout() {
  const { t } = useTranslation('common');
  const { accountId = '', userId = '' } = useParams();
  const nav = SCHOOL_NAV.map((name) => ({
    to: href(name, { accountId, userId }),
    label: t(`routes.${name}`),
  }));
  return (
    <AdminFrame
      areaLabel={t('areas.school')}
      productName={t('productName')}
      nav={nav}
      actions={<LogoutAction />}
    />
  );
}
