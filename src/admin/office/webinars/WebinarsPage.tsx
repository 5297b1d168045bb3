import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Tab,
  TabList,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import type { Webinar } from '../../../domain/contracts/office-comms';
import { AdminPage } from '../../shared/AdminPage';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { formatZonedDateTime } from '../../shared/format';
import { QueryProvider } from '../../shared/queries';
import { RowMenu } from '../../shared/RowMenu';
import { EmptyState, ErrorState, LoadingState, Notice } from '../../shared/States';
import { useAttendees, useCancelWebinar, useOfficeWebinars, useWebinarsScreen } from './api';
import { WebinarFormDialog } from './WebinarFormDialog';

const useStyles = makeStyles({
  tabs: { marginBottom: '12px' },
  table: { maxWidth: '1200px' },
  name: { fontWeight: 600 },
  sub: { display: 'block', color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  narrowHidden: { '@media (max-width: 599px)': { display: 'none' } },
  narrowOnly: { '@media (min-width: 600px)': { display: 'none' } },
  wide: { width: 'min(720px, 100%)', maxWidth: 'calc(100vw - 32px)' },
});

type DialogKind =
  | { kind: 'create' }
  | { kind: 'edit'; webinar: Webinar }
  | { kind: 'attendees'; webinar: Webinar }
  | { kind: 'cancel'; webinar: Webinar };
/** `open: false`: closed but still mounted, so Fluent's modal gives the page back cleanly. */
type DialogState = { open: boolean; key: number } & DialogKind;

/** o-webinars: the office plans webinars, changes and cancels them, and reads who signed up. */
export function WebinarsPage() {
  return (
    <QueryProvider>
      <Webinars />
    </QueryProvider>
  );
}

function Webinars() {
  const { t } = useWebinarsScreen();
  const styles = useStyles();
  const [when, setWhen] = useState<'upcoming' | 'past'>('upcoming');
  const webinars = useOfficeWebinars(when);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const openDialog = (next: DialogKind) =>
    setDialog((d) => ({ ...next, open: true, key: (d?.key ?? 0) + 1 }));
  const closeDialog = () => setDialog((d) => d && { ...d, open: false });
  const [notice, setNotice] = useState<string | null>(null);
  const cancel = useCancelWebinar();

  const title = t('webinars.title');
  const plan = (
    <Button appearance="primary" onClick={() => openDialog({ kind: 'create' })}>
      {t('webinars.plan')}
    </Button>
  );
  const status = (w: Webinar) =>
    w.cancelledAt ? (
      <Badge appearance="tint" color="danger">
        {t('webinars.status.cancelled')}
      </Badge>
    ) : w.signedUp >= w.places ? (
      <Badge appearance="tint" color="warning">
        {t('webinars.status.full')}
      </Badge>
    ) : w.reminderSentAt ? (
      <Badge appearance="tint" color="informative">
        {t('webinars.status.reminded')}
      </Badge>
    ) : (
      <Badge appearance="tint" color="success">
        {t('webinars.status.planned')}
      </Badge>
    );

  return (
    <AdminPage title={title} intro={t('webinars.intro')} actions={plan}>
      <Notice>{notice}</Notice>
      <TabList
        className={styles.tabs}
        selectedValue={when}
        onTabSelect={(_e, data) => setWhen(data.value as 'upcoming' | 'past')}
      >
        <Tab value="upcoming">{t('webinars.upcoming')}</Tab>
        <Tab value="past">{t('webinars.past')}</Tab>
      </TabList>
      {webinars.isPending ? (
        <LoadingState />
      ) : webinars.isError ? (
        <ErrorState error={webinars.error} onRetry={() => void webinars.refetch()} />
      ) : webinars.data.webinars.length === 0 ? (
        when === 'upcoming' ? (
          <EmptyState title={t('webinars.emptyUpcoming')} action={plan}>
            {t('webinars.emptyUpcomingText')}
          </EmptyState>
        ) : (
          <EmptyState title={t('webinars.emptyPast')}>{t('webinars.emptyPastText')}</EmptyState>
        )
      ) : (
        <Table aria-label={title} className={styles.table}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('webinars.columns.title')}</TableHeaderCell>
              <TableHeaderCell className={styles.narrowHidden}>{t('webinars.columns.when')}</TableHeaderCell>
              <TableHeaderCell className={styles.narrowHidden}>
                {t('webinars.columns.places')}
              </TableHeaderCell>
              <TableHeaderCell>{t('webinars.columns.status')}</TableHeaderCell>
              <TableHeaderCell style={{ width: 64 }}>
                <span className="visually-hidden">{t('common:admin.actions')}</span>
              </TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {webinars.data.webinars.map((w) => (
              <TableRow key={w.id} data-testid={`webinar-${w.title}`}>
                <TableCell>
                  <span className={styles.name}>{w.title}</span>
                  <span className={styles.sub}>
                    <span className={styles.narrowOnly}>
                      {formatZonedDateTime(w.startsAt)} · {t('webinars.signedUp', w)}
                    </span>
                    <span className={styles.narrowHidden}>
                      {t('webinars.minutes', { count: w.durationMinutes })}
                    </span>
                  </span>
                </TableCell>
                <TableCell className={styles.narrowHidden}>{formatZonedDateTime(w.startsAt)}</TableCell>
                <TableCell className={styles.narrowHidden}>{t('webinars.signedUp', w)}</TableCell>
                <TableCell>{status(w)}</TableCell>
                <TableCell>
                  <RowMenu
                    label={t('webinars.menu', { title: w.title })}
                    actions={[
                      {
                        label: t('webinars.attendees'),
                        onClick: () => openDialog({ kind: 'attendees', webinar: w }),
                      },
                      {
                        label: t('webinars.edit'),
                        onClick: () => openDialog({ kind: 'edit', webinar: w }),
                        hidden: Boolean(w.cancelledAt) || when === 'past',
                      },
                      {
                        label: t('webinars.cancel'),
                        onClick: () => openDialog({ kind: 'cancel', webinar: w }),
                        hidden: Boolean(w.cancelledAt) || when === 'past',
                      },
                    ]}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <WebinarFormDialog
          key={dialog.key}
          open={dialog.open}
          webinar={dialog.kind === 'edit' ? dialog.webinar : undefined}
          onClose={closeDialog}
          onDone={(saved) => {
            setNotice(
              t(dialog.kind === 'create' ? 'webinars.created' : 'webinars.saved', { title: saved.title }),
            );
            closeDialog();
          }}
        />
      )}
      {dialog?.kind === 'attendees' && (
        <AttendeesDialog key={dialog.key} open={dialog.open} webinar={dialog.webinar} onClose={closeDialog} />
      )}
      {dialog?.kind === 'cancel' && (
        <ConfirmDialog
          key={dialog.key}
          open={dialog.open}
          title={t('webinars.cancelTitle', { title: dialog.webinar.title })}
          confirmLabel={t('webinars.cancelConfirm')}
          busy={cancel.isPending}
          onConfirm={() =>
            cancel.mutate(dialog.webinar, {
              onSuccess: (saved) => {
                setNotice(t('webinars.cancelled', { title: saved.title }));
                closeDialog();
              },
            })
          }
          onCancel={() => {
            cancel.reset();
            closeDialog();
          }}
        >
          <p>
            {t('webinars.cancelText', {
              when: formatZonedDateTime(dialog.webinar.startsAt),
              count: dialog.webinar.signedUp,
            })}
          </p>
          {cancel.isError && <ErrorState error={cancel.error} />}
        </ConfirmDialog>
      )}
    </AdminPage>
  );
}

function AttendeesDialog({
  webinar,
  open,
  onClose,
}: {
  webinar: Webinar;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useWebinarsScreen();
  const styles = useStyles();
  const attendees = useAttendees(webinar.id);
  const label = t('webinars.attendeesTitle', { title: webinar.title });
  return (
    <Dialog open={open} onOpenChange={(_e, data) => !data.open && onClose()}>
      <DialogSurface className={styles.wide}>
        <DialogBody>
          <DialogTitle>{label}</DialogTitle>
          <DialogContent>
            {attendees.isPending ? (
              <LoadingState />
            ) : attendees.isError ? (
              <ErrorState error={attendees.error} onRetry={() => void attendees.refetch()} />
            ) : attendees.data.attendees.length === 0 ? (
              <p>{t('webinars.attendeesEmpty')}</p>
            ) : (
              <Table aria-label={label} size="small">
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>{t('webinars.attendeeColumns.name')}</TableHeaderCell>
                    <TableHeaderCell>{t('webinars.attendeeColumns.school')}</TableHeaderCell>
                    <TableHeaderCell className={styles.narrowHidden}>
                      {t('webinars.attendeeColumns.email')}
                    </TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {attendees.data.attendees.map((a) => (
                    <TableRow key={a.userId}>
                      <TableCell>
                        {a.name}
                        <span className={`${styles.sub} ${styles.narrowOnly}`}>{a.email}</span>
                      </TableCell>
                      <TableCell>{a.school}</TableCell>
                      <TableCell className={styles.narrowHidden}>{a.email}</TableCell>
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
