import type { AreaModule } from '../../shell/lib/area';
import { OfficeLayout } from './OfficeLayout';

const area: AreaModule = { Layout: OfficeLayout, pages: {} };
export const { Layout, pages } = area;
