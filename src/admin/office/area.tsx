import type { AreaModule } from '../../shell/lib/area';
import { AuditPage } from './audit/AuditPage';
import { DashboardPage } from './dashboard/DashboardPage';
import { OfficeLayout } from './OfficeLayout';
import { StaffPage } from './staff/StaffPage';
import { StudentsSupportPage } from './students/StudentsSupportPage';

const area: AreaModule = {
  Layout: OfficeLayout,
  pages: {
    'o-dashboard': DashboardPage,
    'o-leerlingen': StudentsSupportPage,
    'o-logboek': AuditPage,
    'o-medewerkers': StaffPage,
  },
};
export const { Layout, pages } = area;
