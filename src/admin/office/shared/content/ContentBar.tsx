import { Button, makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { Notice } from '../../../shared/States';
import { useContentStatus } from './api';
import { PublishDialog } from './PublishDialog';
import { VersionsDialog } from './VersionsDialog';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '8px 16px',
    padding: '10px 14px',
    marginBottom: '16px',
    borderRadius: tokens.borderRadiusMedium,
    ...shorthands.border('1px', 'solid', tokens.colorNeutralStroke2),
    backgroundColor: tokens.colorNeutralBackground2,
  },
  waiting: {
    ...shorthands.borderColor(tokens.colorStatusWarningBorder1),
    backgroundColor: tokens.colorStatusWarningBackground1,
  },
  text: { margin: 0, marginRight: 'auto', display: 'grid', gap: '2px' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: '8px' },
});

/**
 * On every develop screen: the version children practise now, the drafts waiting, and the way to
 * publish them, see the versions before and restore one.
 */
export function ContentBar() {
  const { t } = useTranslation('office-content');
  const styles = useStyles();
  const status = useContentStatus();
  const [dialog, setDialog] = useState<'publish' | 'versions' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const data = status.data;
  if (!data) return null;
  const waiting = data.drafts.length;
  const published = data.publishedBy
    ? t('content.publishedBy', { version: data.version, when: formatDateTime(data.publishedAt), name: data.publishedBy.name })
    : t('content.published', { version: data.version, when: formatDateTime(data.publishedAt) });
  return (
    <>
      <section aria-label={t('content.bar')} className={`${styles.bar} ${waiting ? styles.waiting : ''}`}>
        <p className={styles.text}>
          <span>{published}</span>
          <strong>{waiting ? t('content.drafts', { count: waiting }) : t('content.noDrafts')}</strong>
        </p>
        <div className={styles.actions}>
          {waiting > 0 && (
            <Button appearance="primary" onClick={() => setDialog('publish')}>
              {t('content.review')}
            </Button>
          )}
          <Button onClick={() => setDialog('versions')}>{t('content.versions')}</Button>
        </div>
      </section>
      <Notice>{notice}</Notice>
      {dialog === 'publish' && (
        <PublishDialog
          status={data}
          onClose={() => setDialog(null)}
          onPublished={(version) => {
            setDialog(null);
            setNotice(t('content.publishedNotice', { version: version.version }));
          }}
          onDiscarded={(item) => {
            setNotice(t('content.discarded', { item }));
            if (waiting <= 1) setDialog(null);
          }}
        />
      )}
      {dialog === 'versions' && (
        <VersionsDialog
          onClose={() => setDialog(null)}
          onRestored={(restored, from) => {
            setDialog(null);
            setNotice(t('content.rolledBack', { version: from, newVersion: restored.version }));
          }}
        />
      )}
    </>
  );
}
