import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { installAuth, setAuthNavigator } from '../../auth';
import { i18n } from '../lib/i18n';
import { StoreProvider } from '../lib/store';
import { routes } from './router';
import { ThemeSync } from './ThemeSync';

// The session is restored before the router starts, so the route guards see it (SPEC §4).
installAuth();
const router = createBrowserRouter(routes);
setAuthNavigator((to) => void router.navigate(to));

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <StoreProvider>
        <ThemeSync />
        <RouterProvider router={router} />
      </StoreProvider>
    </I18nextProvider>
  );
}
