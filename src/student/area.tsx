import type { AreaModule } from '../shell/lib/area';
import { LandkaartPage } from './landkaart/LandkaartPage';
import { SpelPage } from './spel/SpelPage';
import { StudentLayout } from './StudentLayout';
import { TestGamePage } from './testspel/TestGamePage';

const area: AreaModule = {
  Layout: StudentLayout,
  pages: { 'l-testspel': TestGamePage, 'l-landkaart': LandkaartPage, 'l-spel': SpelPage },
};
export const { Layout, pages } = area;
