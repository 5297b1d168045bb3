import { Button } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../auth';

/** The top bar's logout control of the school and office areas. */
export function LogoutAction() {
  const { t } = useTranslation('common');
  const logout = useLogout();
  return (
    <Button appearance="transparent" onClick={logout} style={{ color: 'inherit' }} data-testid="logout">
      {t('actions.logout')}
    </Button>
  );
}
