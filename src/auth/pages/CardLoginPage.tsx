import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { href } from '../../shell/lib/routes';
import { useCardSignIn } from '../cards/useCardSignIn';
import { AuthCard } from '../ui/AuthCard';
import { Notice } from '../ui/fields';

const CODE = /^[A-Za-z0-9_-]{1,200}$/;

/**
 * /auth/kaart#<code>: the page a login card's QR code opens. The code is in the hash, which no server
 * sees; it is read, cleared from the address bar and history at once, and posted.
 */
export function CardLoginPage() {
  const { t } = useTranslation(['auth', 'common']);
  const { signIn, failure, setFailure } = useCardSignIn();
  const started = useRef(false);

  useEffect(() => {
    // Takes the code out of the address (and the history entry) before anything else, then posts it.
    const take = () => {
      const code = window.location.hash.slice(1);
      if (window.location.hash) {
        window.history.replaceState(window.history.state, '', window.location.pathname);
      }
      if (!CODE.test(code)) setFailure('missing');
      else void signIn(code);
    };
    // Another card scanned while this page is open changes only the hash.
    const onHashChange = () => {
      if (window.location.hash) take();
    };
    window.addEventListener('hashchange', onHashChange);
    if (!started.current) {
      started.current = true;
      take();
    }
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [signIn, setFailure]);

  if (failure) {
    return (
      <AuthCard title={t('card.failedTitle')} testId="card-login-failed">
        <Notice kind="error" testId="card-login-error">
          {t(`card.errors.${failure}`)}
        </Notice>
        <Link to={href('login')} className="auth-button" data-testid="card-to-login">
          {t('card.toLogin')}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('card.title')} testId="card-login">
      <p className="auth-card__intro" role="status">
        <span className="auth-spinner" aria-hidden="true" />
        {t('card.working')}
      </p>
    </AuthCard>
  );
}
