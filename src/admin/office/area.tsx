import type { AreaModule } from '../../shell/lib/area';
import { AccountsPage } from './accounts/AccountsPage';
import { CreateAccountPage } from './accounts/CreateAccountPage';
import { EditAccountPage } from './accounts/EditAccountPage';
import { AccountHistory } from './audit/AccountHistory';
import { AuditPage } from './audit/AuditPage';
import { CollectionPage } from './collections/CollectionPage';
import { CollectionsPage } from './collections/CollectionsPage';
import { BlobsPage } from './blobs/BlobsPage';
import { DashboardPage } from './dashboard/DashboardPage';
import { GamePage } from './games/GamePage';
import { GamesPage } from './games/GamesPage';
import { LevelsPage } from './games/LevelsPage';
import { GeneratorSettingPage } from './generators/GeneratorSettingPage';
import { GeneratorSettingsPage } from './generators/GeneratorSettingsPage';
import { GoalsPage, PartsPage, SubgoalsPage } from './line/LevelListPage';
import { ProgramsPage } from './line/ProgramsPage';
import { SumFeaturesPage } from './line/SumFeaturesPage';
import { TasksPage } from './line/TasksPage';
import { OfficeLayout } from './OfficeLayout';
import { MapDevPage } from './map/MapDevPage';
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
    'o-programmas': ProgramsPage,
    'o-tussendoelen': GoalsPage,
    'o-subdoelen': SubgoalsPage,
    'o-subonderdelen': PartsPage,
    'o-oefentaken': TasksPage,
    'o-somkenmerken': SumFeaturesPage,
    'o-somverzamelingen': CollectionsPage,
    'o-somverzameling': CollectionPage,
    'o-spellen': GamesPage,
    'o-spel': GamePage,
    'o-levels-bellenprikken': LevelsPage,
    'o-gensettingssommen': GeneratorSettingsPage,
    'o-gensettingssom': GeneratorSettingPage,
    'o-spaarkaarten': BlobsPage,
    'o-landkaartdev': MapDevPage,
  },
};
export const { Layout, pages } = area;
