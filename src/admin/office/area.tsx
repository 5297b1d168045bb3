import type { AreaModule } from '../../shell/lib/area';
import { AccountsPage } from './accounts/AccountsPage';
import { CreateAccountPage } from './accounts/CreateAccountPage';
import { EditAccountPage } from './accounts/EditAccountPage';
import { OfficeLayout } from './OfficeLayout';

const area: AreaModule = {
  Layout: OfficeLayout,
  pages: {
    'o-accounts': AccountsPage,
    'o-account-aanmaken': CreateAccountPage,
    'o-account-bewerken': EditAccountPage,
  },
};
export const { Layout, pages } = area;
