import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Badge,
  Button,
  Card,
  Link,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { type SchoolWebinar } from '../../../domain/contracts/office-comms';
import { AdminPage } from '../../shared/AdminPage';
import { formatDate, formatZonedDateTime } from '../../shared/format';
import { EmptyState, ErrorState, LoadingState, Notice } from '../../shared/States';
import { useMarkMessageRead, useSchoolMessages, useSchoolWebinars, useWebinarSignup } from './api';
import { registerSchoolCommsTexts } from './i18n';

registerSchoolCommsTexts();

const useStyles = makeStyles({
  section: { maxWidth: '900px', marginBottom: '32px' },
  h2: { fontSize: tokens.fontSizeBase500, margin: '0 0 12px' },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px', width: '100%' },
  title: { fontWeight: 600 },
  unreadTitle: { fontWeight: 700 },
  date: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200, marginLeft: 'auto' },
  body: { whiteSpace: 'pre-wrap', margin: '0 0 12px', maxWidth: '70ch', overflowWrap: 'anywhere' },
  item: { borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  cards: {
    display: 'grid',
    gap: '12px',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
  },
  card: { display: 'grid', gap: '8px', alignContent: 'start' },
  cardTitle: { margin: 0, fontSize: tokens.fontSizeBase400 },
  muted: { color: tokens.colorNeutralForeground2, margin: 0 },
  description: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px' },
});

/**
 * a-berichten: the office's messages to the school (unread first; opening one marks it read for
 * the reader) and the upcoming webinars, with places left and signing up or off.
 */
export function SchoolMessagesPage() {
  const { t } = useTranslation(['school-comms', 'common']);
  const { accountId = '' } = useParams();
  const styles = useStyles();
  const messages = useSchoolMessages(accountId);
  const [notice, setNotice] = useState<string | null>(null);
  const markRead = useMarkMessageRead(accountId);
  const unread = messages.data?.messages.filter((m) => !m.read).length ?? 0;

  return (
    <AdminPage title={t('messages.title')} intro={t('messages.intro')}>
      <Notice>{notice}</Notice>
      <section className={styles.section} aria-labelledby="messages-heading">
        <h2 id="messages-heading" className={styles.h2}>
          {t('messages.inbox')}{' '}
          {unread > 0 && (
            <Badge appearance="filled" color="brand">
              {t('messages.unreadCount', { count: unread })}
            </Badge>
          )}
        </h2>
        {messages.isPending ? (
          <LoadingState />
        ) : messages.isError ? (
          <ErrorState error={messages.error} onRetry={() => void messages.refetch()} />
        ) : messages.data.messages.length === 0 ? (
          <EmptyState title={t('messages.empty')}>{t('messages.emptyText')}</EmptyState>
        ) : (
          <Accordion
            collapsible
            onToggle={(_e, data) => {
              const id = data.value as string;
              const message = messages.data.messages.find((m) => m.id === id);
              if (message && !message.read && data.openItems.includes(id)) markRead.mutate(id);
            }}
          >
            {messages.data.messages.map((m) => (
              <AccordionItem
                key={m.id}
                value={m.id}
                className={styles.item}
                data-testid={`school-message-${m.title}`}
              >
                <AccordionHeader expandIconPosition="end">
                  <span className={styles.header}>
                    {!m.read && (
                      <Badge appearance="tint" color="brand">
                        {t('messages.unread')}
                      </Badge>
                    )}
                    <span className={m.read ? styles.title : styles.unreadTitle}>{m.title}</span>
                    <span className={styles.date}>{formatDate(m.createdAt)}</span>
                  </span>
                </AccordionHeader>
                <AccordionPanel>
                  <p className={styles.body}>{m.body}</p>
                </AccordionPanel>
              </AccordionItem>
            ))}
          </Accordion>
        )}
      </section>
      <WebinarList accountId={accountId} onNotice={setNotice} />
    </AdminPage>
  );
}

function WebinarList({ accountId, onNotice }: { accountId: string; onNotice: (text: string) => void }) {
  const { t } = useTranslation(['school-comms', 'common']);
  const styles = useStyles();
  const webinars = useSchoolWebinars(accountId);
  const signup = useWebinarSignup(accountId);
  const change = (webinar: SchoolWebinar, on: boolean) =>
    signup.mutate(
      { webinar, on },
      {
        onSuccess: () =>
          onNotice(t(on ? 'webinars.signedUpNotice' : 'webinars.signedOffNotice', { title: webinar.title })),
      },
    );

  return (
    <section className={styles.section} aria-labelledby="webinars-heading">
      <h2 id="webinars-heading" className={styles.h2}>
        {t('webinars.title')}
      </h2>
      {webinars.isPending ? (
        <LoadingState />
      ) : webinars.isError ? (
        <ErrorState error={webinars.error} onRetry={() => void webinars.refetch()} />
      ) : webinars.data.webinars.length === 0 ? (
        <EmptyState title={t('webinars.empty')}>{t('webinars.emptyText')}</EmptyState>
      ) : (
        <div className={styles.cards}>
          {webinars.data.webinars.map((w) => {
            const busy = signup.isPending && signup.variables?.webinar.id === w.id;
            const failed = signup.isError && signup.variables?.webinar.id === w.id;
            return (
              <Card key={w.id} className={styles.card} data-testid={`school-webinar-${w.title}`}>
                <h3 className={styles.cardTitle}>{w.title}</h3>
                <p className={styles.muted}>
                  {t('webinars.when', { when: formatZonedDateTime(w.startsAt), count: w.durationMinutes })}
                </p>
                {w.description && <p className={styles.description}>{w.description}</p>}
                {w.signedUp && (
                  <p className={styles.muted}>
                    {t('webinars.link')}:{' '}
                    <Link href={w.url} target="_blank" rel="noreferrer" inline>
                      {w.url}
                    </Link>
                  </p>
                )}
                <div className={styles.actions}>
                  {w.signedUp ? (
                    <>
                      <Badge appearance="tint" color="success">
                        {t('webinars.signedUp')}
                      </Badge>
                      <Button
                        aria-label={t('webinars.signOffLabel', { title: w.title })}
                        disabled={busy}
                        onClick={() => change(w, false)}
                      >
                        {t('webinars.signOff')}
                      </Button>
                    </>
                  ) : (
                    <Button
                      appearance="primary"
                      aria-label={t('webinars.signUpLabel', { title: w.title })}
                      disabled={busy || w.placesLeft === 0}
                      onClick={() => change(w, true)}
                    >
                      {t('webinars.signUp')}
                    </Button>
                  )}
                  <Badge appearance="outline" color={w.placesLeft === 0 ? 'warning' : 'informative'}>
                    {w.placesLeft === 0
                      ? t('webinars.full')
                      : t('webinars.placesLeft', { count: w.placesLeft })}
                  </Badge>
                </div>
                {failed && <ErrorState error={signup.error} />}
              </Card>
            );
          })}
        </div>
      )}
    </section>
  );
}
