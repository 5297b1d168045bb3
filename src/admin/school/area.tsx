import type { AreaModule } from '../../shell/lib/area';
import { SchoolLayout } from './SchoolLayout';

const area: AreaModule = { Layout: SchoolLayout, pages: {} };
export const { Layout, pages } = area;
