import type { AreaModule } from '../../shell/lib/area';
import { lazyPage } from '../../shell/lib/ui/lazyPage';
import { EdexmlPage } from './edexml/EdexmlPage';
import { GroupsPage } from './groups/GroupsPage';
import { GroupProgress } from './insight/GroupProgress';
import { registerSchoolTexts } from './shared/i18n';
import { LicencePage } from './licence/LicencePage';
import { SchoolLayout } from './SchoolLayout';
import { GroupSettingRedirect, GroupSettingsPage } from './settings/GroupSettingsPage';
import { StudentSettingsPage } from './settings/StudentSettingsPage';
import { AddStudentsPage } from './students/AddStudentsPage';
import { PasswordsPage } from './students/PasswordsPage';
import { StudentsPage } from './students/StudentsPage';
import { TeachersPage } from './teachers/TeachersPage';
import { TrashPage } from './trash/TrashPage';
import { InvitePage } from './invite/InvitePage';
import { SchoolMessagesPage } from './messages/MessagesPage';

registerSchoolTexts();

// The charts library comes only with the child's progress page.
const StudentProgressPage = lazyPage(() =>
  import('./insight/StudentProgressPage').then((m) => m.StudentProgressPage),
);

/** a-leerlingen: a group's students, with the group's progress (the insight feature) as a tab. */
function GroupStudents() {
  return (
    <StudentsPage
      progress={({ groepId, groupName }) => <GroupProgress groepId={groepId} groupName={groupName} />}
    />
  );
}

/**
 * a-groepen: the school's groups; a home account (groups flag off) sees its children straight away,
 * on the students screen of its one group.
 */
function Groups() {
  return <GroupsPage homeScreen={(groepId) => <StudentsPage groupOverride={groepId} />} />;
}

const area: AreaModule = {
  Layout: SchoolLayout,
  pages: {
    'a-groepen': Groups,
    'a-leerlingen': GroupStudents,
    'a-leerlingen-toevoegen': AddStudentsPage,
    'a-kind-toevoegen': AddStudentsPage,
    'a-wachtwoorden': PasswordsPage,
    'a-edexml': EdexmlPage,
    'a-docenten': TeachersPage,
    'a-prullenbak': TrashPage,
    'a-licentie': LicencePage,
    'a-leerling-voortgang': StudentProgressPage,
    'a-groep-oefeninstellingen': GroupSettingsPage,
    'a-groep-oefeninstelling': GroupSettingRedirect,
    'a-leerling-oefeninstelling': StudentSettingsPage,
    'a-berichten': SchoolMessagesPage,
    'a-vriend-uitnodigen': InvitePage,
  },
};
export const { Layout, pages } = area;
