import type { AreaModule } from '../../shell/lib/area';
import { OfficeLayout } from './OfficeLayout';
import { MessagesPage } from './messages/MessagesPage';
import { WebinarsPage } from './webinars/WebinarsPage';

const area: AreaModule = {
  Layout: OfficeLayout,
  pages: { 'o-webinars': WebinarsPage, 'o-berichten': MessagesPage },
};
export const { Layout, pages } = area;
