import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ROSTER_PATHS } from '../../../domain/contracts/roster';
import { DownloadButton, downloadFile, fileNamePart } from '../../shared/DownloadButton';

/** Where one child's card comes from: the group's cards PDF, with only that child on it. */
export function oneCardDownload(groepId: string, student: { id: string; displayName: string }) {
  return {
    path: ROSTER_PATHS.cardsPdf(groepId),
    params: { leerlingen: student.id },
    fileName: `inlogkaart-${fileNamePart(student.displayName)}.pdf`,
  };
}

/**
 * Downloads one child's login card (the card they have: printing never renews it; "Nieuwe
 * inlogkaart" on the passwords screen does).
 */
export function usePrintOneCard(groepId: string) {
  return useMutation({
    mutationFn: (student: { id: string; displayName: string }) => {
      const { path, params, fileName } = oneCardDownload(groepId, student);
      return downloadFile(path, params, fileName);
    },
  });
}

/**
 * Downloads the login cards of a group (or of some of its students, or of one child) as a PDF made
 * on the server, so they print the same everywhere.
 */
export function PrintCardsButton({
  groepId,
  groupName,
  studentIds,
  student,
  primary,
}: {
  groepId: string;
  groupName: string;
  studentIds?: string[];
  /** One child: the button says "Inlogkaart printen" and the file carries the child's name. */
  student?: { id: string; displayName: string };
  primary?: boolean;
}) {
  const { t } = useTranslation('school');
  if (student) {
    return (
      <DownloadButton
        {...oneCardDownload(groepId, student)}
        label={t('cards.printOne')}
        pendingLabel={t('cards.printing')}
        primary={primary}
      />
    );
  }
  return (
    <DownloadButton
      path={ROSTER_PATHS.cardsPdf(groepId)}
      params={studentIds?.length ? { leerlingen: studentIds.join(',') } : undefined}
      fileName={`inlogkaarten-${fileNamePart(groupName)}.pdf`}
      label={studentIds ? t('cards.printAdded') : t('cards.print')}
      pendingLabel={t('cards.printing')}
      primary={primary}
    />
  );
}

/** Downloads the group's plain password list (name, user name, password) as a PDF. */
export function PrintPasswordListButton({ groepId, groupName }: { groepId: string; groupName: string }) {
  const { t } = useTranslation('school');
  return (
    <DownloadButton
      path={ROSTER_PATHS.passwordListPdf(groepId)}
      fileName={`wachtwoorden-${fileNamePart(groupName)}.pdf`}
      label={t('cards.printList')}
      pendingLabel={t('cards.printing')}
    />
  );
}
