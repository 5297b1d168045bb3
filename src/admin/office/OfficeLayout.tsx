import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { userAtom } from '../../auth';
import { href, type RouteName } from '../../shell/lib/routes';
import { LogoutAction } from '../shared/LogoutAction';
import { AdminFrame, type AdminNavItem } from '../shared/AdminFrame';
import { QueryProvider } from '../shared/queries';

const OFFICE_NAV: RouteName[] = [
  'o-dashboard',
  'o-accounts',
  'o-leerlingen',
  'o-webinars',
  'o-berichten',
  'o-logboek',
  'o-medewerkers',
];
/** Only a superadmin reads the audit log and manages office users: office staff do not see these items. */
const SUPERADMIN_NAV: RouteName[] = ['o-logboek', 'o-medewerkers'];
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
  const role = useAtomValue(userAtom)?.role;
  const item = (name: RouteName): AdminNavItem => ({ to: href(name), label: t(`routes.${name}`) });
  const nav: AdminNavItem[] = [
    ...OFFICE_NAV.filter((name) => !SUPERADMIN_NAV.includes(name) || role === 'superadmin').map(item),
    { to: '', label: t('nav.develop'), children: DEVELOP_NAV.map(item) },
  ];
  return (
    <QueryProvider>
      <AdminFrame
        areaLabel={t('areas.office')}
        productName={t('productName')}
        nav={nav}
        actions={<LogoutAction />}
      />
    </QueryProvider>
  );
}
