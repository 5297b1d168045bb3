import type { AreaModule } from '../shell/lib/area';
import { StudentLayout } from './StudentLayout';

const area: AreaModule = { Layout: StudentLayout, pages: {} };
export const { Layout, pages } = area;
