import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from './queries';

const useStyles = makeStyles({
  empty: {
    display: 'grid',
    justifyItems: 'start',
    gap: '8px',
    padding: '24px',
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    maxWidth: '70ch',
  },
  emptyTitle: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  emptyText: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/** Shown while a screen's data loads. */
export function LoadingState() {
  const { t } = useTranslation('common');
  return <Spinner label={t('admin.loading')} />;
}

/** A failed load or change: the server's message and, for loads, a way to try again. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{errorMessage(error) ?? t('admin.error')}</MessageBarBody>
      {onRetry && (
        <MessageBarActions>
          <Button onClick={onRetry}>{t('admin.retry')}</Button>
        </MessageBarActions>
      )}
    </MessageBar>
  );
}

/** An empty list: what it is, and what to do next. */
export function EmptyState({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  const styles = useStyles();
  return (
    <section className={styles.empty} aria-label={title}>
      <h2 className={styles.emptyTitle}>{title}</h2>
      {children && <p className={styles.emptyText}>{children}</p>}
      {action}
    </section>
  );
}

/** The outcome of a change, announced politely ("3 students moved."). */
export function Notice({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <MessageBar intent="success" role="status" layout="multiline" style={{ marginBottom: 12 }}>
      <MessageBarBody>{children}</MessageBarBody>
    </MessageBar>
  );
}
