import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { href } from '../shell/lib/routes';
import { ThemeSwitcher } from '../shell/lib/ui/ThemeSwitcher';
import './auth.css';

/** A calm, centred frame for the login and password screens; large enough for a whiteboard. */
export function AuthLayout() {
  const { t } = useTranslation('common');
  return (
    <div className="auth-frame">
      <header className="auth-frame__header">
        <Link to={href('home')} className="auth-frame__brand">
          {t('productName')}
        </Link>
        <ThemeSwitcher />
      </header>
      <main id="main" className="auth-frame__main">
        <Outlet />
      </main>
    </div>
  );
}
