import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { i18n } from '../lib/i18n';
import { StoreProvider } from '../lib/store';
import { routes } from './router';
import { ThemeSync } from './ThemeSync';

const router = createBrowserRouter(routes);

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
