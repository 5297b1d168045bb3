import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { passwordResetRequestSchema, type PasswordResetRequest } from '../../domain/contracts/auth';
import { href } from '../../shell/lib/routes';
import { failureOf, requestPasswordReset, type RequestFailure } from '../api';
import { AuthCard } from '../ui/AuthCard';
import { fieldErrorText } from '../ui/fieldError';
import { Notice, TextField } from '../ui/fields';

/**
 * /auth/wachtwoordaanvragen: asks for a reset link. The confirmation is the same whatever was entered,
 * so the page does not tell whether an account exists; only a failed connection or too many
 * requests show an error.
 */
export function RequestResetPage() {
  const { t } = useTranslation(['auth', 'common']);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<RequestFailure | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { login: '' },
  });

  const onSubmit = handleSubmit(async ({ login }) => {
    setFailure(null);
    try {
      await requestPasswordReset(login);
      setDone(true);
    } catch (error) {
      const kind = failureOf(error);
      if (kind === 'network' || kind === 'rateLimited' || kind === 'generic') setFailure(kind);
      else setDone(true);
    }
  });

  if (done) {
    return (
      <AuthCard title={t('requestReset.doneTitle')} testId="reset-requested">
        <Notice kind="success">{t('requestReset.doneBody')}</Notice>
        <p>{t('requestReset.studentNote')}</p>
        <Link to={href('login')} className="auth-button auth-button--secondary">
          {t('requestReset.backToLogin')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('requestReset.title')} testId="request-reset-page">
      <p className="auth-card__intro">{t('requestReset.intro')}</p>
      {failure && <Notice kind="error">{t(`login.errors.${failure}`)}</Notice>}
      <form className="auth-form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <TextField
          label={t('requestReset.login')}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          error={fieldErrorText(t, errors.login?.message)}
          {...register('login')}
        />
        <button type="submit" className="auth-button" disabled={isSubmitting}>
          {isSubmitting ? t('requestReset.submitting') : t('requestReset.submit')}
        </button>
      </form>
      <p className="auth-card__links">{t('requestReset.studentNote')}</p>
      <p className="auth-card__links">
        <Link to={href('login')}>{t('requestReset.backToLogin')}</Link>
      </p>
    </AuthCard>
  );
}
