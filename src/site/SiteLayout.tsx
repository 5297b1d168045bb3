import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { useIsMobile } from '../shell/lib/breakpoints';
import { href, type RouteName } from '../shell/lib/routes';
import { ThemeSwitcher } from '../shell/lib/ui/ThemeSwitcher';
import { BlobLogo } from './art/BlobLogo';
import './site.css';

const MAIN_NAV: RouteName[] = ['over-rekenblobs', 'screenshots', 'prijzen', 'faq', 'contact'];
export const ABOUT_PAGES: RouteName[] = [
  'over-adaptief',
  'over-maatwerktaken',
  'over-voortgang',
  'over-beloningssysteem',
  'over-didactiek',
  'over-webbased',
  'over-schoolenthuis',
  'over-training',
];

/** The public site's frame: header with navigation (a drawer below lg), content, footer. */
export function SiteLayout() {
  const { t } = useTranslation('common');
  const isMobile = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();

  useEffect(() => setDrawerOpen(false), [location.pathname]);
  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setDrawerOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  const navigation = (
    <nav aria-label={t('menu.main')} id="site-nav" className={isMobile ? 'site-drawer' : 'site-nav'}>
      <ul>
        {MAIN_NAV.map((name) => (
          <li key={name}>
            <NavLink to={href(name)}>{t(`routes.${name}`)}</NavLink>
          </li>
        ))}
        <li>
          <NavLink to={href('aanvraagformulier')} className="site-nav__cta">
            {t('routes.aanvraagformulier')}
          </NavLink>
        </li>
        <li>
          <NavLink to={href('login')} className="site-nav__login">
            {t('actions.login')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );

  return (
    <div className="site">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          <Link to={href('home')} className="site-brand">
            <BlobLogo size={40} />
            <span>{t('productName')}</span>
          </Link>
          {isMobile ? (
            <button
              type="button"
              className="site-menu-button"
              aria-expanded={drawerOpen}
              aria-controls="site-nav"
              onClick={() => setDrawerOpen((open) => !open)}
            >
              <span aria-hidden="true">{drawerOpen ? '✕' : '☰'}</span>
              <span className="visually-hidden">{drawerOpen ? t('menu.close') : t('menu.open')}</span>
            </button>
          ) : (
            navigation
          )}
        </div>
        {isMobile && drawerOpen && navigation}
      </header>
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="site-footer">
        <div className="site-footer__inner">
          <nav aria-label={t('routes.over-rekenblobs')}>
            <ul>
              {ABOUT_PAGES.map((name) => (
                <li key={name}>
                  <Link to={href(name)}>{t(`routes.${name}`)}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="site-footer__meta">
            <ThemeSwitcher />
            <p>
              © {new Date().getFullYear()} {t('productName')} · {t('tagline')}
            </p>
          </div>
        </div>
      </footer>
    </div>
  );
}
