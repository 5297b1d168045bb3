import type { AreaModule } from '../../shell/lib/area';
import { AccountsPage } from './accounts/AccountsPage';
import { CreateAccountPage } from './accounts/CreateAccountPage';
import { EditAccountPage } from './accounts/EditAccountPage';
import { AccountHistory } from './audit/AccountHistory';
import { AuditPage } from './audit/AuditPage';
import { BlobsPage } from './blobs/BlobsPage';
import { DashboardPage } from './dashboard/DashboardPage';
import { GeneratorSettingPage } from './generators/GeneratorSettingPage';
import { GeneratorSettingsPage } from './generators/GeneratorSettingsPage';
import { OfficeLayout } from './OfficeLayout';
import { MessagesPage } from './messages/MessagesPage';
import { StaffPage } from './staff/StaffPage';
import { StudentsSupportPage } from './students/StudentsSupportPage';
import { WebinarsPage } from './webinars/WebinarsPage';

/** o-account-bewerken, with the account's part of the audit log as its history tab. */
function EditAccount() {
  return <EditAccountPage history={(accountId) => <AccountHistory accountId={accountId} />} />;
}

const area: AreaModule = {
  Layout: OfficeLayout,
  pages: {
    'o-accounts': AccountsPage,
    'o-account-aanmaken': CreateAccountPage,
    'o-account-bewerken': EditAccount,
    'o-dashboard': DashboardPage,
    'o-leerlingen': StudentsSupportPage,
    'o-webinars': WebinarsPage,
    'o-berichten': MessagesPage,
    'o-logboek': AuditPage,
    'o-medewerkers': StaffPage,
    'o-gensettingssommen': GeneratorSettingsPage,
    'o-gensettingssom': GeneratorSettingPage,
    'o-spaarkaarten': BlobsPage,
  },
};
export const { Layout, pages } = area;
