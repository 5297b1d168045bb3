import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useParams } from 'react-router-dom';
import { useLogout } from '../auth';
import { registerTranslations } from '../shell/lib/i18n';
import { href } from '../shell/lib/routes';
import { onlineAtom, pendingAnswersAtom, startAnswerQueue } from './answer-queue/client';
import { HourglassIcon, MapIcon, OfflineIcon } from './icons';
import { studentBe, studentEn, studentNl } from './texts';
import './student.css';

registerTranslations('student', { nl: studentNl, en: studentEn, be: studentBe });

/** Offline and unsent answers, shown small in the bar (the child can keep playing either way). */
function QueueStatus() {
  const { t } = useTranslation('student');
  const pending = useAtomValue(pendingAnswersAtom);
  const online = useAtomValue(onlineAtom);
  if (online && pending === 0) return null;
  return (
    <span className="student-frame__queue" role="status" data-testid="queue-status" data-pending={pending}>
      {online ? <HourglassIcon /> : <OfflineIcon />}{' '}
      {online ? t('queue.pending', { count: pending }) : t('queue.offline')}
    </span>
  );
}

/** The children's frame: a slim bar with big targets and the map always one tap away. */
export function StudentLayout() {
  const { t } = useTranslation('common');
  const { leerlingId = '' } = useParams();
  const logout = useLogout();
  const store = useStore();
  useEffect(() => startAnswerQueue(store), [store]);
  return (
    <div className="student-frame">
      <header className="student-frame__bar">
        <Link to={href('l-landkaart', { leerlingId })} className="student-frame__map">
          <MapIcon /> {t('routes.l-landkaart')}
        </Link>
        <QueueStatus />
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
