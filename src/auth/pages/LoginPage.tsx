import { zodResolver } from '@hookform/resolvers/zod';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { loginBodySchema, type LoginBody } from '../../domain/contracts/auth';
import { href } from '../../shell/lib/routes';
import { failureOf, loginWithCredentials, serverMessageOf, type RequestFailure } from '../api';
import { ScanCardDialog } from '../cards/ScanCardDialog';
import { useCardSignIn } from '../cards/useCardSignIn';
import { userAtom } from '../session';
import { AuthCard } from '../ui/AuthCard';
import { fieldErrorText } from '../ui/fieldError';
import { Notice, PasswordField, TextField } from '../ui/fields';

/** /auth/login: user name or e-mail address and password (SPEC §4 login by credentials). */
export function LoginPage() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const user = useAtomValue(userAtom);
  const [failure, setFailure] = useState<RequestFailure | null>(null);
  /** Why a switched-off account may not sign in (its own school, or the office for the school). */
  const [why, setWhy] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const card = useCardSignIn();
  const { signIn: signInWithCard } = card;
  const onCardCode = useCallback(
    (code: string) => {
      setScanning(false);
      void signInWithCard(code);
    },
    [signInWithCard],
  );
  const {
    register,
    handleSubmit,
    setValue,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<LoginBody>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = handleSubmit(async ({ username, password }) => {
    setFailure(null);
    try {
      await loginWithCredentials(username, password);
      navigate(href('login-post'), { replace: true });
    } catch (error) {
      const kind = failureOf(error);
      setFailure(kind);
      setWhy(kind === 'switchedOff' ? serverMessageOf(error) : null);
      if (kind === 'credentials') {
        setValue('password', '');
        setFocus('password');
      }
    }
  });

  return (
    <AuthCard title={t('login.title')} testId="login-page">
      {user && (
        <Notice kind="info">
          <p>{t('login.signedInAs')}</p>
          <Link to={href('login-post')} className="auth-button auth-button--secondary">
            {t('login.continue')}
          </Link>
        </Notice>
      )}
      <p className="auth-card__intro">{t('login.intro')}</p>
      {failure && (
        <Notice kind="error" testId="login-error">
          {why ?? t(`login.errors.${failure}`)}
        </Notice>
      )}
      <form className="auth-form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <TextField
          label={t('login.username')}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          error={fieldErrorText(t, errors.username?.message)}
          {...register('username')}
        />
        <PasswordField
          label={t('login.password')}
          autoComplete="current-password"
          showLabel={t('login.showPassword')}
          hideLabel={t('login.hidePassword')}
          error={fieldErrorText(t, errors.password?.message)}
          {...register('password')}
        />
        <button type="submit" className="auth-button" disabled={isSubmitting}>
          {isSubmitting ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
      <p className="auth-card__links">
        <Link to={href('wachtwoord-aanvragen')}>{t('login.forgot')}</Link>
      </p>
      <div className="auth-divider" aria-hidden="true">
        <span>{t('login.or')}</span>
      </div>
      {card.failure && (
        <Notice kind="error" testId="card-error">
          {t(`card.errors.${card.failure}`)}
        </Notice>
      )}
      <button
        type="button"
        className="auth-button auth-button--secondary"
        data-testid="scan-card"
        disabled={card.busy}
        onClick={() => {
          card.setFailure(null);
          setScanning(true);
        }}
      >
        {card.busy ? t('card.working') : t('card.scan')}
      </button>
      <Link
        to={href('login-sso')}
        className="auth-button auth-button--secondary auth-card__scan"
        data-testid="sso-link"
      >
        {t('login.sso')}
      </Link>
      {scanning && <ScanCardDialog onCode={onCardCode} onClose={() => setScanning(false)} />}
    </AuthCard>
  );
}
