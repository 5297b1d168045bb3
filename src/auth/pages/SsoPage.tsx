import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { href } from '../../shell/lib/routes';
import { completeSsoLogin, failureOf, SsoError } from '../api';
import { beginSsoLogin } from '../pkce';
import type { SessionUser } from '../session';
import { AuthCard } from '../ui/AuthCard';
import { Notice } from '../ui/fields';

type Problem = 'state' | 'exchange' | 'verify' | 'user' | 'insecure' | 'provider' | 'network';

/** One exchange per code, even when React runs the effect twice (StrictMode) or remounts the page. */
let pendingExchange: { code: string; promise: Promise<SessionUser> } | null = null;

function exchangeOnce(code: string, state: string | null): Promise<SessionUser> {
  if (pendingExchange?.code !== code) pendingExchange = { code, promise: completeSsoLogin(code, state) };
  return pendingExchange.promise;
}

function problemOf(error: unknown): Problem {
  if (error instanceof SsoError) {
    if (error.reason === 'exchange' && failureOf(error.cause) === 'network') return 'network';
    return error.reason;
  }
  if (error instanceof Error && error.message === 'insecure context') return 'insecure';
  return failureOf(error) === 'network' ? 'network' : 'exchange';
}

function SsoFlow({ search }: { search: string }) {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const code = params.get('code');
  const state = params.get('state');
  const [problem, setProblem] = useState<Problem | null>(params.has('error') ? 'provider' : null);
  const [authorizeUrl, setAuthorizeUrl] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || problem) return;
    started.current = true;
    if (code) {
      exchangeOnce(code, state).then(
        () => navigate(href('login-post'), { replace: true }),
        (error: unknown) => setProblem(problemOf(error)),
      );
    } else {
      beginSsoLogin().then(
        (url) => {
          setAuthorizeUrl(url);
          window.location.assign(url);
        },
        (error: unknown) => setProblem(problemOf(error)),
      );
    }
  }, [code, state, problem, navigate]);

  if (problem) {
    return (
      <AuthCard title={t('sso.errorTitle')} testId="sso-error">
        <Notice kind="error">{t(`sso.errors.${problem}`)}</Notice>
        <div className="auth-actions">
          {problem !== 'insecure' && (
            <a href={href('login-sso')} className="auth-button">
              {t('sso.retry')}
            </a>
          )}
          <Link to={href('login')} className="auth-button auth-button--secondary">
            {t('sso.toLogin')}
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('sso.title')} testId="sso-page">
      <p className="auth-card__intro" role="status">
        <span className="auth-spinner" aria-hidden="true" />
        {code ? t('sso.completing') : t('sso.redirecting')}
      </p>
      {authorizeUrl && (
        <p className="auth-card__links">
          <a href={authorizeUrl}>{t('sso.startManually')}</a>
        </p>
      )}
    </AuthCard>
  );
}

/**
 * /auth/login/sso: without parameters it sends the browser to the provider's authorize page (PKCE);
 * loaded with ?code&state it completes the login (SPEC §4); a mismatch or failure shows why.
 */
export function SsoPage() {
  const { search } = useLocation();
  return <SsoFlow key={search} search={search} />;
}
