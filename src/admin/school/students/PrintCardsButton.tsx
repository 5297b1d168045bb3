import { Button } from '@fluentui/react-components';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ROSTER_PATHS } from '../../../domain/contracts/roster';
import { http } from '../../../shell/lib/http';
import { ErrorState } from '../../shared/States';

/**
 * Downloads the login cards of a group (or of some of its students) as a PDF made on the server, so
 * they print the same everywhere. Fetched with the session's bearer token, then saved as a file.
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
  const download = useMutation({
    mutationFn: async () => {
      const response = await http.get<Blob>(ROSTER_PATHS.cardsPdf(groepId), {
        params: studentIds?.length ? { leerlingen: studentIds.join(',') } : undefined,
        responseType: 'blob',
      });
      const url = URL.createObjectURL(response.data);
      const link = document.createElement('a');
      link.href = url;
      link.download = `inlogkaarten-${groupName.replace(/[^\p{L}\p{N}]+/gu, '-').toLowerCase()}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
  });
  return (
    <>
      <Button
        appearance={primary ? 'primary' : 'secondary'}
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        {download.isPending
          ? t('passwords.printing')
          : studentIds
            ? t('add.printCards')
            : t('passwords.print')}
      </Button>
      {download.isError && <ErrorState error={download.error} />}
    </>
  );
}
