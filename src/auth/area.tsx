import type { AreaModule } from '../shell/lib/area';
import { AuthLayout } from './AuthLayout';
import { registerAuthTexts } from './i18n';
import { CardLoginPage } from './pages/CardLoginPage';
import { LoginPage } from './pages/LoginPage';
import { PostLoginPage } from './pages/PostLoginPage';
import { RequestResetPage } from './pages/RequestResetPage';
import { ResetPasswordPage } from './pages/ResetPasswordPage';
import { SsoPage } from './pages/SsoPage';

registerAuthTexts();

const area: AreaModule = {
  Layout: AuthLayout,
  pages: {
    login: LoginPage,
    'login-sso': SsoPage,
    'login-post': PostLoginPage,
    'wachtwoord-aanvragen': RequestResetPage,
    'wachtwoord-herstellen': ResetPasswordPage,
    'login-kaart': CardLoginPage,
  },
};
export const { Layout, pages } = area;
