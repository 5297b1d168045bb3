import type { AreaModule } from '../shell/lib/area';
import { StudentLayout } from './StudentLayout';
import { TestGamePage } from './testspel/TestGamePage';

const area: AreaModule = { Layout: StudentLayout, pages: { 'l-testspel': TestGamePage } };
export const { Layout, pages } = area;
