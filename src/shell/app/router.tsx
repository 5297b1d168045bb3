import { Navigate, type RouteObject } from 'react-router-dom';
import { requireArea, toOwnLanding, type GuardedArea } from '../../auth';
import { AREA_PREFIXES, ROUTES, routeNamesWithPrefix, SITE_ROUTES, type RouteName } from '../lib/routes';
import { PageLoading } from '../lib/ui/PageLoading';
import { UnderConstruction } from '../lib/ui/UnderConstruction';
import { loadArea, type AreaName } from './areas';
import { RouteError } from './RouteError';

function layoutRoute(
  area: AreaName,
  path: string,
  children: RouteObject[],
  guard?: GuardedArea,
): RouteObject {
  return {
    path,
    errorElement: <RouteError />,
    // The first visit waits for the area's chunk and texts: show that something is coming.
    HydrateFallback: PageLoading,
    // The guard runs before the area's chunk is fetched (src/auth/guards.ts).
    ...(guard ? { loader: requireArea(guard) } : {}),
    lazy: async () => ({ Component: (await loadArea[area]()).Layout }),
    children,
  };
}

function pageRoute(area: AreaName, name: RouteName, index = false): RouteObject {
  const lazy = async () => ({ Component: (await loadArea[area]()).pages[name] ?? UnderConstruction });
  return index ? { index: true, handle: { name }, lazy } : { path: ROUTES[name], handle: { name }, lazy };
}

function notFoundRoute(): RouteObject {
  return {
    path: '*',
    lazy: async () => ({ Component: (await loadArea.site()).NotFound ?? UnderConstruction }),
  };
}

const schoolRoutes = routeNamesWithPrefix('a-');
const officeRoutes = routeNamesWithPrefix('o-');

/** Every route of SPEC §2, each area lazily loaded with its own layout. */
export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to={ROUTES.home} replace /> },
  { path: '/home', element: <Navigate to={ROUTES.home} replace /> },
  { path: '/admin', loader: toOwnLanding(), HydrateFallback: PageLoading },
  layoutRoute('site', '/site', [
    pageRoute('site', 'home', true),
    ...SITE_ROUTES.filter((name) => name !== 'home').map((name) => pageRoute('site', name)),
    notFoundRoute(),
  ]),
  layoutRoute('auth', '/auth', [
    { index: true, element: <Navigate to={ROUTES.login} replace /> },
    pageRoute('auth', 'login'),
    pageRoute('auth', 'login-sso'),
    pageRoute('auth', 'login-post'),
    pageRoute('auth', 'wachtwoord-aanvragen'),
    pageRoute('auth', 'wachtwoord-herstellen'),
    pageRoute('auth', 'login-kaart'),
  ]),
  layoutRoute(
    'school',
    AREA_PREFIXES.school,
    [
      { index: true, element: <Navigate to="groepen" replace /> },
      ...schoolRoutes.map((name) => pageRoute('school', name)),
    ],
    'school',
  ),
  layoutRoute(
    'office',
    AREA_PREFIXES.office,
    [
      { index: true, element: <Navigate to="dashboard" replace /> },
      { path: AREA_PREFIXES.developer, element: <Navigate to={ROUTES['o-programmas']} replace /> },
      ...officeRoutes.map((name) => pageRoute('office', name)),
    ],
    'office',
  ),
  layoutRoute(
    'student',
    AREA_PREFIXES.student,
    [
      pageRoute('student', 'l-testspel', true),
      pageRoute('student', 'l-landkaart'),
      pageRoute('student', 'l-spel'),
      { path: '*', element: <Navigate to={ROUTES.login} replace /> },
    ],
    'student',
  ),
  layoutRoute('site', '/', [notFoundRoute()]),
];
