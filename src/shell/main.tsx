import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { documentLanguage, initI18n, localeFromHost } from './lib/i18n';
import { applyTheme, readThemeChoice, resolveTheme } from './lib/theme';
import { registerServiceWorker } from './offline/register';
import './lib/ui/base.css';

const locale = localeFromHost(window.location.hostname);
const i18n = initI18n(locale);
document.documentElement.lang = documentLanguage(locale);
document.title = i18n.t('productName');
applyTheme(resolveTheme(readThemeChoice()));

const mount = document.getElementById('app');
if (!mount) throw new Error('The page has no #app element to mount on');
registerServiceWorker();
createRoot(mount).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
