import { zodResolver } from '@hookform/resolvers/zod';
import { isAxiosError } from 'axios';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { INVITATION_PARAM, passwordSchema, STAFF_PASSWORD_MIN } from '../../domain/contracts/auth';
import { fieldErrorsOfResponse } from '../../shell/lib/http';
import { href } from '../../shell/lib/routes';
import { failureOf, resetPassword, type RequestFailure } from '../api';
import { AuthCard } from '../ui/AuthCard';
import { fieldErrorText, PASSWORD_MISMATCH_CODE } from '../ui/fieldError';
import { Notice, PasswordField } from '../ui/fields';

/**
 * Reset links go to people with an e-mail address: staff. So the form checks the staff rule; the
 * server checks the rule of the account's role, and the common-password list.
 */
const resetFormSchema = z
  .object({ password: passwordSchema('docent'), confirm: z.string() })
  .refine((values) => values.password === values.confirm, {
    message: PASSWORD_MISMATCH_CODE,
    path: ['confirm'],
  });
type ResetForm = z.infer<typeof resetFormSchema>;

/**
 * /auth/wachtwoordherstellen/{userId}/{herstelToken}: a new password, twice, with the rules shown.
 * Opened from an invitation (`?uitnodiging`), it speaks of choosing a first password.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'common']);
  const { userId = '', herstelToken = '' } = useParams();
  const [search] = useSearchParams();
  const words = search.has(INVITATION_PARAM) ? 'reset.invitation' : 'reset';
  const [done, setDone] = useState(false);
  const [linkInvalid, setLinkInvalid] = useState(false);
  const [failure, setFailure] = useState<RequestFailure | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetForm>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: '', confirm: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await resetPassword({ userId, token: herstelToken, password });
      setDone(true);
    } catch (error) {
      const fieldErrors = fieldErrorsOfResponse(error);
      if (fieldErrors?.password) {
        setError('password', { type: 'server', message: fieldErrors.password }, { shouldFocus: true });
      } else if (isAxiosError(error) && error.response?.status === 400) {
        setLinkInvalid(true);
      } else {
        setFailure(failureOf(error));
      }
    }
  });

  if (done) {
    return (
      <AuthCard title={t(`${words}.doneTitle`)} testId="reset-done">
        <Notice kind="success">{t(`${words}.doneBody`)}</Notice>
        <Link to={href('login')} className="auth-button">
          {t('reset.toLogin')}
        </Link>
      </AuthCard>
    );
  }

  const rulesId = 'password-rules';
  return (
    <AuthCard title={t(`${words}.title`)} testId="reset-page">
      <p className="auth-card__intro">{t(`${words}.intro`)}</p>
      {linkInvalid && (
        <Notice kind="error" testId="reset-link-invalid">
          <p>{t('reset.linkInvalid')}</p>
          <Link to={href('wachtwoord-aanvragen')}>{t('reset.requestNew')}</Link>
        </Notice>
      )}
      {failure && <Notice kind="error">{t(`login.errors.${failure}`)}</Notice>}
      <div id={rulesId} className="auth-rules">
        <p className="auth-rules__title">{t('reset.rulesTitle')}</p>
        <ul>
          <li>{t('reset.rules.length', { min: STAFF_PASSWORD_MIN })}</li>
          <li>{t('reset.rules.common')}</li>
          <li>{t('reset.rules.match')}</li>
        </ul>
      </div>
      <form className="auth-form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <PasswordField
          label={t(`${words}.password`)}
          autoComplete="new-password"
          showLabel={t('login.showPassword')}
          hideLabel={t('login.hidePassword')}
          aria-describedby={rulesId}
          error={fieldErrorText(t, errors.password?.message)}
          {...register('password')}
        />
        <PasswordField
          label={t(`${words}.confirm`)}
          autoComplete="new-password"
          showLabel={t('login.showPassword')}
          hideLabel={t('login.hidePassword')}
          error={fieldErrorText(t, errors.confirm?.message)}
          {...register('confirm')}
        />
        <button type="submit" className="auth-button" disabled={isSubmitting}>
          {isSubmitting ? t('reset.submitting') : t('reset.submit')}
        </button>
      </form>
    </AuthCard>
  );
}
