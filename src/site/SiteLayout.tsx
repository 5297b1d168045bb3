import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { useIsMobile } from '../shell/lib/breakpoints';
import { href, ROUTES, type RouteName } from '../shell/lib/routes';
import { ThemeSwitcher } from '../shell/lib/ui/ThemeSwitcher';
import { BlobLogo } from './art/BlobLogo';
import { ABOUT_PAGES } from './topics';
import './site.css';

/** Main navigation after the "about" menu; short labels keep it on one line from 1280 px up. */
const MAIN_NAV: RouteName[] = ['screenshots', 'prijzen', 'faq', 'contact'];
const MORE_LINKS: RouteName[] = ['screenshots', 'prijzen', 'faq', 'aanvraagformulier', 'login'];
const ABOUT_PATHS: string[] = [ROUTES['over-rekenblobs'], ...ABOUT_PAGES.map((name) => ROUTES[name])];

/** The "about" disclosure menu of the desktop header: the overview and the eight topic pages. */
function AboutMenu() {
  const { t } = useTranslation(['site', 'common']);
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const current = ABOUT_PATHS.includes(location.pathname);

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <li
      ref={root}
      className="about-menu"
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={`about-menu__button${current ? ' active' : ''}`}
        aria-expanded={open}
        aria-controls="about-menu"
        onClick={() => setOpen((o) => !o)}
      >
        {t('common:routes.over-rekenblobs')}
        <svg viewBox="0 0 12 8" width="12" height="8" aria-hidden="true" focusable="false">
          <path d="M1 1l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      {open && (
        <ul id="about-menu" className="about-menu__panel" aria-label={t('nav.aboutMenu')}>
          <li>
            <NavLink to={href('over-rekenblobs')} end>
              {t('nav.overview')}
            </NavLink>
          </li>
          {ABOUT_PAGES.map((name) => (
            <li key={name}>
              <NavLink to={href(name)}>{t(`common:routes.${name}`)}</NavLink>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function navLabel(t: (key: string) => string, name: RouteName): string {
  return name === 'faq' ? t('site:nav.faq') : t(`common:routes.${name}`);
}

/** The public site's frame: header with navigation (a drawer below lg), content, footer. */
export function SiteLayout() {
  const { t } = useTranslation(['common', 'site']);
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

  const actions = (
    <>
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
    </>
  );

  const desktopNav = (
    <nav aria-label={t('menu.main')} className="site-nav" data-testid="site-nav">
      <ul>
        <AboutMenu />
        {MAIN_NAV.map((name) => (
          <li key={name}>
            <NavLink to={href(name)}>{navLabel(t, name)}</NavLink>
          </li>
        ))}
        {actions}
      </ul>
    </nav>
  );

  const drawer = (
    <nav aria-label={t('menu.main')} id="site-nav" className="site-drawer">
      <ul>
        {(['over-rekenblobs', ...MAIN_NAV] as RouteName[]).map((name) => (
          <li key={name}>
            <NavLink to={href(name)} end>
              {navLabel(t, name)}
            </NavLink>
          </li>
        ))}
        {actions}
      </ul>
      <p className="site-drawer__heading" id="drawer-about">
        {t('site:nav.aboutMenu')}
      </p>
      <ul aria-labelledby="drawer-about" className="site-drawer__topics">
        {ABOUT_PAGES.map((name) => (
          <li key={name}>
            <NavLink to={href(name)}>{t(`routes.${name}`)}</NavLink>
          </li>
        ))}
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
            desktopNav
          )}
        </div>
        {isMobile && drawerOpen && drawer}
      </header>
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="site-footer">
        <div className="site-footer__inner">
          <nav aria-label={t('site:nav.footerAbout')} className="site-footer__column">
            <h2>{t('site:nav.footerAbout')}</h2>
            <ul>
              <li>
                <Link to={href('over-rekenblobs')}>{t('site:nav.overview')}</Link>
              </li>
              {ABOUT_PAGES.map((name) => (
                <li key={name}>
                  <Link to={href(name)}>{t(`routes.${name}`)}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label={t('site:nav.footerSite')} className="site-footer__column">
            <h2>{t('site:nav.footerSite')}</h2>
            <ul>
              {MORE_LINKS.map((name) => (
                <li key={name}>
                  <Link to={href(name)}>{name === 'login' ? t('actions.login') : t(`routes.${name}`)}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="site-footer__column site-footer__meta">
            <h2>{t('site:nav.footerContact')}</h2>
            <p>
              <a href={`mailto:${t('site:nav.email')}`}>{t('site:nav.email')}</a>
              <br />
              {t('site:nav.hours')}
            </p>
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
