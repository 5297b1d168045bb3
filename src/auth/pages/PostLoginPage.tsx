import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { href } from '../../shell/lib/routes';
import { postLoginTarget } from '../landing';
import { userAtom } from '../session';
import { readReturnPath, writeReturnPath } from '../storage';
import { AuthCard } from '../ui/AuthCard';
import { Notice } from '../ui/fields';

/**
 * /auth/login/post: after either login, the pending return path if this user may open it, else the
 * landing of the user's role (SPEC §6). Without a user, back to login.
 */
export function PostLoginPage() {
  const { t } = useTranslation(['auth', 'common']);
  const user = useAtomValue(userAtom);
  const [target] = useState(() => (user ? postLoginTarget(user, readReturnPath()) : null));
  useEffect(() => {
    if (target) writeReturnPath(null);
  }, [target]);

  if (!user) return <Navigate to={href('login')} replace />;
  if (target) return <Navigate to={target} replace />;
  return (
    <AuthCard title={t('post.title')} testId="post-login-problem">
      <Notice kind="error">{t('post.noLanding')}</Notice>
      <Link to={href('login')} className="auth-button auth-button--secondary">
        {t('common:actions.back')}
      </Link>
    </AuthCard>
  );
}
