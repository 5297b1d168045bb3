import {
  Button,
  CounterBadge,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  FluentProvider,
  InlineDrawer,
  OverlayDrawer,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { useIsMobile } from '../../shell/lib/breakpoints';
import { resolvedThemeAtom } from '../../shell/lib/theme';
import { ThemeSwitcher } from '../../shell/lib/ui/ThemeSwitcher';
import { useStaffTheme } from './staff-theme';

export interface AdminNavItem {
  to: string;
  label: string;
  /** Items of a section header (no link of its own). */
  children?: AdminNavItem[];
  /** A count beside the label (unread messages); `name` is the link's name with the count, as heard. */
  badge?: { count: number; name: string };
}

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    minHeight: '100vh',
    backgroundColor: tokens.colorNeutralBackground2,
    // Fluent's badge has a fixed height: with the whiteboard's larger type, or a status that wraps on
    // a phone, it grows with its words instead of letting them spill out.
    '& .fui-Badge': { height: 'auto', minHeight: '20px', maxWidth: '100%', whiteSpace: 'normal' },
  },
  topbar: {
    display: 'flex',
    alignItems: 'center',
    gap: '12px',
    padding: '8px 16px',
    minHeight: '56px',
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  brand: {
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightBold,
    marginRight: 'auto',
    whiteSpace: 'nowrap',
  },
  area: {
    fontSize: tokens.fontSizeBase300,
    opacity: 0.9,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    minWidth: 0,
    '@media (max-width: 599px)': { display: 'none' },
  },
  body: { display: 'flex', flex: 1, minHeight: 0 },
  main: {
    flex: 1,
    padding: '24px',
    minWidth: 0,
    backgroundColor: tokens.colorNeutralBackground1,
    // A long e-mail address or name breaks inside its cell instead of running into the next one.
    '& .fui-TableCell, & .fui-TableCellLayout__main': { overflowWrap: 'anywhere' },
  },
  nav: { display: 'flex', flexDirection: 'column', gap: '2px', margin: 0, padding: 0, listStyle: 'none' },
  section: {
    padding: '16px 12px 4px',
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    textTransform: 'uppercase',
  },
  link: {
    display: 'flex',
    alignItems: 'center',
    minHeight: '44px',
    padding: '0 12px',
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  badge: { marginLeft: 'auto', flexShrink: 0, minWidth: '1.6em' },
  active: {
    backgroundColor: tokens.colorBrandBackground2,
    fontWeight: tokens.fontWeightSemibold,
  },
  footer: { padding: '16px 12px' },
  /** The side menu runs down the whole page, however long the page is (Fluent's drawer is one screen high). */
  inlineDrawer: { height: 'auto', alignSelf: 'stretch' },
});

/** Frame of the school admin and office areas: top bar, navigation (drawer below lg), content. */
export function AdminFrame({
  areaLabel,
  productName,
  nav,
  actions,
  banner,
}: {
  areaLabel: string;
  productName: string;
  nav: AdminNavItem[];
  actions?: ReactNode;
  /** A notice above every screen of the area (the school's licence ended or is full). */
  banner?: ReactNode;
}) {
  const { t } = useTranslation('common');
  const styles = useStyles();
  const theme = useAtomValue(resolvedThemeAtom);
  const staffTheme = useStaffTheme(theme);
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);

  const renderItems = (items: AdminNavItem[]): ReactNode =>
    items.map((item) =>
      item.children ? (
        <li key={item.label}>
          <div className={styles.section}>{item.label}</div>
          <ul className={styles.nav}>{renderItems(item.children)}</ul>
        </li>
      ) : (
        <li key={item.to}>
          <NavLink
            to={item.to}
            className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
          >
            {item.badge && item.badge.count > 0 ? (
              <>
                {/* One text for screen readers ("Berichten, 2 ongelezen"); the eye sees label and badge. */}
                <span aria-hidden>{item.label}</span>
                <span className="visually-hidden">{item.badge.name}</span>
              </>
            ) : (
              item.label
            )}
            {item.badge && item.badge.count > 0 && (
              <CounterBadge
                className={styles.badge}
                count={item.badge.count}
                overflowCount={99}
                color="brand"
                aria-hidden
              />
            )}
          </NavLink>
        </li>
      ),
    );

  const navigation = (
    <nav aria-label={t('menu.main')}>
      <ul className={styles.nav}>{renderItems(nav)}</ul>
      <div className={styles.footer}>
        <ThemeSwitcher />
      </div>
    </nav>
  );

  return (
    <FluentProvider theme={staffTheme}>
      <div className={styles.root}>
        <header className={styles.topbar}>
          {isMobile && (
            <Button
              appearance="transparent"
              aria-expanded={open}
              onClick={() => setOpen(true)}
              style={{ color: 'inherit' }}
            >
              <span aria-hidden="true">☰</span>
              <span className="visually-hidden">{t('menu.open')}</span>
            </Button>
          )}
          <span className={styles.brand}>{productName}</span>
          <span className={styles.area}>{areaLabel}</span>
          {actions}
        </header>
        <div className={styles.body}>
          {isMobile ? (
            <OverlayDrawer open={open} onOpenChange={(_e, data) => setOpen(data.open)}>
              <DrawerHeader>
                <DrawerHeaderTitle
                  action={
                    <Button appearance="subtle" onClick={() => setOpen(false)}>
                      {t('menu.close')}
                    </Button>
                  }
                >
                  {areaLabel}
                </DrawerHeaderTitle>
              </DrawerHeader>
              <DrawerBody>{navigation}</DrawerBody>
            </OverlayDrawer>
          ) : (
            <InlineDrawer open separator className={styles.inlineDrawer}>
              <DrawerBody>{navigation}</DrawerBody>
            </InlineDrawer>
          )}
          <main id="main" className={styles.main}>
            {banner}
            <Outlet />
          </main>
        </div>
      </div>
    </FluentProvider>
  );
}
