import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ContentChangeResponse } from '../../../../domain/contracts/content';

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: '20px', display: 'grid', gap: '6px' },
  item: { overflowWrap: 'anywhere' },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px' },
  fields: { margin: '2px 0 0', paddingLeft: '18px', color: tokens.colorNeutralForeground2 },
  path: { fontFamily: tokens.fontFamilyMonospace },
});

/** A field's value in a line of text: numbers and words as they are, lists and objects short. */
function shown(value: unknown): string {
  if (value === undefined) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/**
 * What a draft or a version changes, item by item, with each changed field's value before and
 * after. `onDiscard` puts a discard button on each item (drafts only).
 */
export function ChangeList({
  changes,
  onDiscard,
  busy,
}: {
  changes: readonly ContentChangeResponse[];
  onDiscard?: (change: ContentChangeResponse) => void;
  busy?: boolean;
}) {
  const { t } = useTranslation('office-content');
  const styles = useStyles();
  return (
    <ul className={styles.list}>
      {changes.map((change) => {
        const item = `${t(`content.kinds.${change.kind}`, { defaultValue: change.kind })} ${change.id}`;
        return (
          <li key={`${change.kind}:${change.id}`} className={styles.item}>
            <span className={styles.head}>
              <span>
                <strong>{item}</strong> {t(`content.change.${change.change}`)}
              </span>
              {onDiscard && (
                <Button
                  size="small"
                  appearance="subtle"
                  disabled={busy}
                  aria-label={t('content.discardLabel', { item })}
                  onClick={() => onDiscard(change)}
                >
                  {t('content.discard')}
                </Button>
              )}
            </span>
            {change.fields.length > 0 && (
              <ul className={styles.fields}>
                {change.fields.map((field) => (
                  <li key={field.path}>
                    <span className={styles.path}>{field.path}</span>: {shown(field.before)} → {shown(field.after)}
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
