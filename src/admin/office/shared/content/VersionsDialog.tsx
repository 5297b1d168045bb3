import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentVersion } from '../../../../domain/contracts/content';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { formatDateTime } from '../../../shared/format';
import { QueryState } from '../../../shared/QueryState';
import { useContentVersions, useRollbackContent } from './api';
import { ChangeList } from './ChangeList';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '16px' },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '8px' },
  meta: { color: tokens.colorNeutralForeground2 },
  note: { margin: '4px 0' },
});

/** The published versions, newest first, each with what it changed; an older one can be restored. */
export function VersionsDialog({
  onRestored,
  onClose,
}: {
  onRestored: (restored: ContentVersion, from: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('office-content');
  const styles = useStyles();
  const versions = useContentVersions(true);
  const rollback = useRollbackContent();
  const [asked, setAsked] = useState<{ version: number; open: boolean } | null>(null);
  return (
    <>
      <Dialog open onOpenChange={(_e, data) => !data.open && onClose()}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('content.versionsTitle')}</DialogTitle>
            <DialogContent>
              <QueryState query={versions}>
                {({ versions: list }) => (
                  <ol className={styles.list}>
                    {list.map((version, i) => (
                      <li key={version.version} data-testid={`version-${version.version}`}>
                        <div className={styles.head}>
                          <strong>{t('content.version', { version: version.version })}</strong>
                          <span className={styles.meta}>
                            {formatDateTime(version.publishedAt)}
                            {version.publishedBy ? `, ${version.publishedBy.name}` : ''}
                            {i === 0 ? ` · ${t('content.current')}` : ''}
                          </span>
                          {i > 0 && (
                            <Button
                              size="small"
                              aria-label={t('content.rollbackLabel', { version: version.version })}
                              onClick={() => setAsked({ version: version.version, open: true })}
                            >
                              {t('content.rollback')}
                            </Button>
                          )}
                        </div>
                        {version.note && <p className={styles.note}>{version.note}</p>}
                        {version.restoredFrom !== null && (
                          <p className={styles.note}>{t('content.restoredFrom', { version: version.restoredFrom })}</p>
                        )}
                        {version.changes.length > 0 ? (
                          <ChangeList changes={version.changes} />
                        ) : (
                          <p className={styles.note}>
                            {version.version === 1 ? t('content.firstVersion') : t('content.noChanges')}
                          </p>
                        )}
                      </li>
                    ))}
                  </ol>
                )}
              </QueryState>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                {t('content.close')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
      {asked && (
        <ConfirmDialog
          open={asked.open}
          title={t('content.rollbackTitle', { version: asked.version })}
          confirmLabel={t('content.rollback')}
          busy={rollback.isPending}
          onCancel={() => setAsked({ ...asked, open: false })}
          onConfirm={() =>
            rollback.mutate(asked.version, {
              onSuccess: (restored) => {
                setAsked({ ...asked, open: false });
                onRestored(restored, asked.version);
              },
            })
          }
        >
          {t('content.rollbackText', { version: asked.version })}
        </ConfirmDialog>
      )}
    </>
  );
}
