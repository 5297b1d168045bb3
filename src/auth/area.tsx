import type { AreaModule } from '../shell/lib/area';
import { AuthLayout } from './AuthLayout';

const area: AreaModule = { Layout: AuthLayout, pages: {} };
export const { Layout, pages } = area;
