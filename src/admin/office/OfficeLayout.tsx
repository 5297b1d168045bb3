import { useTranslation } from 'react-i18next';
import { href, type RouteName } from '../../shell/lib/routes';
import { LogoutAction } from '../shared/LogoutAction';
import { AdminFrame, type AdminNavItem } from '../shared/AdminFrame';

const OFFICE_NAV: RouteName[] = ['o-dashboard', 'o-accounts', 'o-leerlingen', 'o-webinars', 'o-berichten'];
const DEVELOP_NAV: RouteName[] = [
  'o-programmas',
  'o-tussendoelen',
  'o-subdoelen',
  'o-subonderdelen',
  'o-oefentaken',
  'o-somkenmerken',
  'o-gensettingssommen',
  'o-somverzamelingen',
  'o-spellen',
  'o-levels-bellenprikken',
  'o-spaarkaarten',
  'o-landkaartdev',
];

/** Frame of the office / superadmin area. */
export function OfficeLayout() {
  const { t } = useTranslation('common');
  const item = (name: RouteName): AdminNavItem => ({ to: href(name), label: t(`routes.${name}`) });
  const nav: AdminNavItem[] = [
    ...OFFICE_NAV.map(item),
    { to: '', label: t('nav.develop'), children: DEVELOP_NAV.map(item) },
  ];
  return (
    <AdminFrame
      areaLabel={t('areas.office')}
      productName={t('productName')}
      nav={nav}
      actions={<LogoutAction />}
    />
  );
}
