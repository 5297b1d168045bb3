import { Button, type ButtonProps } from '@fluentui/react-components';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { http } from '../../shell/lib/http';
import { ErrorState } from './States';

/**
 * Fetches a file the server makes (a PDF) with the session's bearer token and saves it under
 * `fileName`: a link to the API would not carry the token.
 */
export async function downloadFile(
  path: string,
  params: Record<string, string> | undefined,
  fileName: string,
): Promise<void> {
  const response = await http.get<Blob>(path, { params, responseType: 'blob' });
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A file name part made of letters and digits of `text` ("Groep 5/6" → "groep-5-6"). */
export function fileNamePart(text: string): string {
  return text
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
}

/** A button that downloads a server-made file; shows `pendingLabel` meanwhile and an error under it. */
export function DownloadButton({
  path,
  params,
  fileName,
  label,
  pendingLabel,
  primary,
  icon,
}: {
  path: string;
  params?: Record<string, string>;
  fileName: string;
  label: ReactNode;
  pendingLabel: ReactNode;
  primary?: boolean;
  icon?: ButtonProps['icon'];
}) {
  const download = useMutation({ mutationFn: () => downloadFile(path, params, fileName) });
  return (
    <>
      <Button
        appearance={primary ? 'primary' : 'secondary'}
        icon={icon}
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        {download.isPending ? pendingLabel : label}
      </Button>
      {download.isError && <ErrorState error={download.error} />}
    </>
  );
}
