import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SentMessage } from '../../../domain/contracts/office-comms';
import { AdminPage } from '../../shared/AdminPage';
import { formatDateTime } from '../../shared/format';
import { QueryProvider } from '../../shared/queries';
import { EmptyState, ErrorState, LoadingState, Notice } from '../../shared/States';
import { useMessageReads, useSentMessages } from './api';
import { ComposeDialog } from './ComposeDialog';
import { registerOfficeCommsTexts } from './i18n';

registerOfficeCommsTexts();

const useStyles = makeStyles({
  table: { maxWidth: '1200px' },
  name: { fontWeight: 600 },
  sub: {
    display: 'block',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
    overflowWrap: 'anywhere',
  },
  narrowHidden: { '@media (max-width: 599px)': { display: 'none' } },
  narrowOnly: { '@media (min-width: 600px)': { display: 'none' } },
  wide: { width: 'min(720px, 100%)' },
});

/** Who a sent message was meant for, in words. */
function audienceText(t: TFunction, m: SentMessage): string {
  const a = m.audience as { kind?: string; countries?: string[]; licenceStates?: string[]; reason?: string };
  if (a.reason === 'licenceExpired') return `${m.accountName ?? ''} · ${t('messages.automatic')}`;
  if (a.kind === 'all') return t('messages.audience.all');
  if (a.kind === 'account') return m.accountName ?? t('messages.audience.account');
  const parts = [
    ...(a.countries ?? []).map((c) => t(`messages.audience.${c}`)),
    ...(a.licenceStates ?? []).map((s) => t(`messages.audience.states.${s}`)),
  ];
  return t('messages.audience.summarySelection', { parts: parts.join(', ') });
}

/** o-berichten: the office writes messages to schools and sees who read them. */
export function MessagesPage() {
  return (
    <QueryProvider>
      <Messages />
    </QueryProvider>
  );
}

function Messages() {
  const { t } = useTranslation(['office-comms', 'common']);
  const styles = useStyles();
  const messages = useSentMessages();
  const [composer, setComposer] = useState({ open: false, key: 0 });
  // Closed dialogs stay mounted (open: false), so Fluent's modal gives the page back cleanly.
  const [readsOf, setReadsOf] = useState<{ message: SentMessage; open: boolean } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const title = t('messages.title');
  const compose = (
    <Button appearance="primary" onClick={() => setComposer((c) => ({ open: true, key: c.key + 1 }))}>
      {t('messages.compose')}
    </Button>
  );

  return (
    <AdminPage title={title} intro={t('messages.intro')} actions={compose}>
      <Notice>{notice}</Notice>
      {messages.isPending ? (
        <LoadingState />
      ) : messages.isError ? (
        <ErrorState error={messages.error} onRetry={() => void messages.refetch()} />
      ) : messages.data.messages.length === 0 ? (
        <EmptyState title={t('messages.empty')} action={compose}>
          {t('messages.emptyText')}
        </EmptyState>
      ) : (
        <Table aria-label={title} className={styles.table}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('messages.columns.title')}</TableHeaderCell>
              <TableHeaderCell className={styles.narrowHidden}>
                {t('messages.columns.audience')}
              </TableHeaderCell>
              <TableHeaderCell className={styles.narrowHidden}>{t('messages.columns.sent')}</TableHeaderCell>
              <TableHeaderCell>{t('messages.columns.read')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {messages.data.messages.map((m) => (
              <TableRow key={m.id} data-testid={`message-${m.title}`}>
                <TableCell>
                  <span className={styles.name}>{m.title}</span>
                  <span className={`${styles.sub} ${styles.narrowOnly}`}>
                    {audienceText(t, m)} · {formatDateTime(m.createdAt)}
                  </span>
                </TableCell>
                <TableCell className={styles.narrowHidden}>{audienceText(t, m)}</TableCell>
                <TableCell className={styles.narrowHidden}>{formatDateTime(m.createdAt)}</TableCell>
                <TableCell>
                  <Button
                    appearance="subtle"
                    aria-label={`${t('messages.readCount', { ...m, count: m.recipients })}, ${t('messages.readers')}: ${m.title}`}
                    onClick={() => setReadsOf({ message: m, open: true })}
                  >
                    {t('messages.readCount', { ...m, count: m.recipients })}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {composer.key > 0 && (
        <ComposeDialog
          key={composer.key}
          open={composer.open}
          onClose={() => setComposer((c) => ({ ...c, open: false }))}
          onDone={(sent) => {
            setNotice(t('messages.sent', { title: sent.title, count: sent.recipients }));
            setComposer((c) => ({ ...c, open: false }));
          }}
        />
      )}
      {readsOf && (
        <ReadsDialog
          key={readsOf.message.id}
          message={readsOf.message}
          open={readsOf.open}
          onClose={() => setReadsOf({ ...readsOf, open: false })}
        />
      )}
    </AdminPage>
  );
}

function ReadsDialog({
  message,
  open,
  onClose,
}: {
  message: SentMessage;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['office-comms', 'common']);
  const styles = useStyles();
  const reads = useMessageReads(message.id);
  const label = t('messages.readersTitle', { title: message.title });
  return (
    <Dialog open={open} onOpenChange={(_e, data) => !data.open && onClose()}>
      <DialogSurface className={styles.wide}>
        <DialogBody>
          <DialogTitle>{label}</DialogTitle>
          <DialogContent>
            <p style={{ marginTop: 0 }}>
              {t('messages.readCount', { ...message, count: message.recipients })}
            </p>
            {reads.isPending ? (
              <LoadingState />
            ) : reads.isError ? (
              <ErrorState error={reads.error} onRetry={() => void reads.refetch()} />
            ) : reads.data.reads.length === 0 ? (
              <p>{t('messages.readersEmpty')}</p>
            ) : (
              <Table aria-label={label} size="small">
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>{t('messages.readerColumns.name')}</TableHeaderCell>
                    <TableHeaderCell>{t('messages.readerColumns.school')}</TableHeaderCell>
                    <TableHeaderCell className={styles.narrowHidden}>
                      {t('messages.readerColumns.readAt')}
                    </TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {reads.data.reads.map((r) => (
                    <TableRow key={r.userId}>
                      <TableCell>{r.name}</TableCell>
                      <TableCell>{r.school}</TableCell>
                      <TableCell className={styles.narrowHidden}>{formatDateTime(r.readAt)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {t('common:admin.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
