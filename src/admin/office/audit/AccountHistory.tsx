import { makeStyles } from '@fluentui/react-components';
import { useState } from 'react';
import { href } from '../../../shell/lib/routes';
import { LinkButton } from '../../shared/LinkButton';
import { useAuditScreen } from './api';
import { AuditLog, type AuditView } from './AuditLog';

const useStyles = makeStyles({
  panel: { display: 'grid', gap: '12px' },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px 16px' },
  text: { margin: 0, maxWidth: '70ch' },
});

const FIRST: AuditView = { page: 1, pageSize: 25 };

/**
 * An account's history tab (o-account-bewerken, superadmin): the account's entries of the audit log,
 * filtered by staff member, action and period, with a link to the same view in the whole log.
 */
export function AccountHistory({ accountId }: { accountId: string }) {
  const { t } = useAuditScreen();
  const styles = useStyles();
  const [view, setView] = useState<AuditView>(FIRST);
  const set = (changes: Record<string, string | number | undefined>) =>
    setView((current) => {
      const next: Record<string, unknown> = { ...current };
      for (const [k, v] of Object.entries(changes)) next[k] = v === '' ? undefined : v;
      if (!('page' in changes)) next.page = 1;
      next.page = Number(next.page) || 1;
      next.pageSize = Number(next.pageSize) || 25;
      return next as unknown as AuditView;
    });
  const logLink = `${href('o-logboek')}?${new URLSearchParams({ accountId })}`;
  return (
    <div className={styles.panel}>
      <div className={styles.head}>
        <p className={styles.text}>{t('audit.history.intro')}</p>
        <LinkButton to={logLink} appearance="subtle">
          {t('audit.history.openLog')}
        </LinkButton>
      </div>
      <AuditLog
        view={view}
        onChange={set}
        onReset={() => setView(FIRST)}
        account={accountId}
        empty={{ title: t('audit.history.empty'), text: t('audit.history.emptyText') }}
      />
    </div>
  );
}
