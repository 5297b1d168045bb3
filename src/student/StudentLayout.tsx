import { useTranslation } from 'react-i18next';
import { Link, Outlet, useParams } from 'react-router-dom';
import { useLogout } from '../auth';
import { href } from '../shell/lib/routes';
import './student.css';

/** The children's frame: a slim bar with big targets and the map always one tap away. */
export function StudentLayout() {
  const { t } = useTranslation('common');
  const { leerlingId = '' } = useParams();
  const logout = useLogout();
  return (
    <div className="student-frame">
      <header className="student-frame__bar">
        <Link to={href('l-landkaart', { leerlingId })} className="student-frame__map">
          <span aria-hidden="true">🗺️</span> {t('routes.l-landkaart')}
        </Link>
        <span className="student-frame__brand">{t('productName')}</span>
        <button type="button" className="student-frame__logout" onClick={logout} data-testid="logout">
          {t('actions.logout')}
        </button>
      </header>
      <main id="main" className="student-frame__main">
        <Outlet />
      </main>
    </div>
  );
}
