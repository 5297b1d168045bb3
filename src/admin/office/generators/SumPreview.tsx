import {
  Button,
  Field,
  Input,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { GeneratorPreviewBody } from '../../../domain/contracts/content';
import type { GeneratorSetting } from '../../../domain/generators/settings';
import { ErrorState } from '../../shared/States';
import { useDebounced } from '../../shared/useDebounced';
import { useGeneratorPreview } from './api';

const useStyles = makeStyles({
  panel: { display: 'grid', gap: '12px', alignContent: 'start', minWidth: 0, overflowX: 'auto' },
  title: { margin: 0, fontSize: tokens.fontSizeBase500 },
  intro: { margin: 0, color: tokens.colorNeutralForeground2 },
  seed: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: '8px' },
  facts: { margin: 0, fontWeight: 600 },
  sum: { fontSize: tokens.fontSizeBase400, whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** A sample of the sums the setting makes as it is typed now; the seed replays the same sample. */
export function SumPreview({
  setting,
  invalid,
  seed,
  onSeed,
}: {
  setting: GeneratorSetting | null;
  invalid: string | null;
  seed: number;
  onSeed: (seed: number) => void;
}) {
  const { t } = useTranslation('office-generators');
  const styles = useStyles();
  // Debounced as text: an equal setting typed again is the same request.
  const asked = useDebounced(setting ? JSON.stringify({ setting, seed, count: 12 }) : null, 300);
  const preview = useGeneratorPreview(asked === null ? null : (JSON.parse(asked) as GeneratorPreviewBody));
  const data = setting ? preview.data : undefined;
  return (
    <section className={styles.panel} aria-labelledby="preview-title" aria-busy={preview.isFetching}>
      <h2 id="preview-title" className={styles.title}>
        {t('generators.preview.title')}
      </h2>
      <p className={styles.intro}>{t('generators.preview.intro')}</p>
      <div className={styles.seed}>
        <Field label={t('generators.preview.seed')}>
          <Input
            type="number"
            min={0}
            value={String(seed)}
            onChange={(_e, d) => onSeed(Math.max(0, Math.floor(Number(d.value) || 0)))}
          />
        </Field>
        <Button onClick={() => onSeed(Math.floor(Math.random() * 1_000_000))}>{t('generators.preview.other')}</Button>
      </div>
      {invalid && <p role="status">{t('generators.preview.invalid', { message: invalid })}</p>}
      {preview.isError && <ErrorState error={preview.error} />}
      {!invalid && !data && !preview.isError && <p className={styles.muted}>{t('generators.preview.loading')}</p>}
      {data && (
        <>
          <p className={styles.facts} data-testid="preview-facts">
            {t('generators.preview.bank', { count: data.bankSize })}
            {data.answerRange && ` · ${t('generators.preview.range', data.answerRange)}`}
          </p>
          <Table size="small" aria-label={t('generators.preview.caption')} data-testid="preview-sums">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('generators.preview.columns.sum')}</TableHeaderCell>
                <TableHeaderCell>{t('generators.preview.columns.answer')}</TableHeaderCell>
                <TableHeaderCell>{t('generators.preview.columns.distractors')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.sums.map((sum, i) => (
                <TableRow key={`${sum.key}-${i}`}>
                  <TableCell className={styles.sum}>{sum.text}</TableCell>
                  <TableCell>{sum.answer}</TableCell>
                  <TableCell className={styles.muted}>{sum.distractors.map((d) => d.answer).join(', ')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </section>
  );
}
