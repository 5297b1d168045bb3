import { useTranslation } from 'react-i18next';
import { ROSTER_PATHS } from '../../../domain/contracts/roster';
import { DownloadButton, fileNamePart } from '../../shared/DownloadButton';

/**
 * Downloads the login cards of a group (or of some of its students) as a PDF made on the server, so
 * they print the same everywhere.
 */
export function PrintCardsButton({
  groepId,
  groupName,
  studentIds,
  primary,
}: {
  groepId: string;
  groupName: string;
  studentIds?: string[];
  primary?: boolean;
}) {
  const { t } = useTranslation('school');
  return (
    <DownloadButton
      path={ROSTER_PATHS.cardsPdf(groepId)}
      params={studentIds?.length ? { leerlingen: studentIds.join(',') } : undefined}
      fileName={`inlogkaarten-${fileNamePart(groupName)}.pdf`}
      label={studentIds ? t('add.printCards') : t('passwords.print')}
      pendingLabel={t('passwords.printing')}
      primary={primary}
    />
  );
}
