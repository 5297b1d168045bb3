import type { AreaModule } from '../shell/lib/area';
import { currentLocale } from '../shell/lib/i18n';
import { loadSiteTexts } from './i18n';
import { NotFoundPage } from './NotFoundPage';
import { aboutPages } from './pages/AboutPage';
import { ApplicationPage } from './pages/ApplicationPage';
import { ContactPage } from './pages/ContactPage';
import { FaqPage } from './pages/FaqPage';
import { HomePage } from './pages/HomePage';
import { PricesPage } from './pages/PricesPage';
import { ScreenshotsPage } from './pages/ScreenshotsPage';
import { SiteLayout } from './SiteLayout';

// The site's texts (one language) are in place before any of its pages renders.
await loadSiteTexts(currentLocale());

const area: AreaModule = {
  Layout: SiteLayout,
  pages: {
    home: HomePage,
    'over-rekenblobs': HomePage,
    screenshots: ScreenshotsPage,
    prijzen: PricesPage,
    faq: FaqPage,
    contact: ContactPage,
    aanvraagformulier: ApplicationPage,
    ...aboutPages,
  },
  NotFound: NotFoundPage,
};
export const { Layout, pages, NotFound } = area;
