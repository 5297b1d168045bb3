import type { AreaModule } from '../shell/lib/area';
import { NotFoundPage } from './NotFoundPage';
import { SiteLayout } from './SiteLayout';

const area: AreaModule = {
  Layout: SiteLayout,
  pages: {},
  NotFound: NotFoundPage,
};
export const { Layout, pages, NotFound } = area;
