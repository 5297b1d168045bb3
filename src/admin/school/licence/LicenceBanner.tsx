import { MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { href } from '../../../shell/lib/routes';
import { LinkButton } from '../../shared/LinkButton';
import { registerSchoolLicenceTexts, useSchoolLicence } from './api';

registerSchoolLicenceTexts();

/**
 * Above every school screen while the licence has ended or is full, with a link to `licentie` (not
 * on that screen itself, which says it in full).
 */
export function LicenceBanner({
  accountId,
  userId,
  home,
  onLicencePage,
}: {
  accountId: string;
  userId: string;
  home: boolean;
  onLicencePage: boolean;
}) {
  const { t } = useTranslation('school-licence');
  const licence = useSchoolLicence(accountId);
  if (!licence.data || onLicencePage) return null;
  const kind = licence.data.state === 'expired' ? 'ended' : licence.data.full ? 'full' : null;
  if (!kind) return null;
  return (
    <MessageBar
      intent={kind === 'ended' ? 'error' : 'warning'}
      layout="multiline"
      style={{ marginBottom: 16 }}
      data-testid="licence-banner"
    >
      <MessageBarBody>{t(`banner.${kind}`, { context: home ? 'home' : undefined })}</MessageBarBody>
      <MessageBarActions>
        <LinkButton to={href('a-licentie', { accountId, userId })}>{t('banner.link')}</LinkButton>
      </MessageBarActions>
    </MessageBar>
  );
}
