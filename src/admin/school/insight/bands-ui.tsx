import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { DomainStatus } from '../../../domain/contracts/practice';
import { bandLegend, bandOfPercent, legendText, percentRight } from '../../../domain/insight/bands';

import { useCodeStyles } from './colours';
import { COLOUR_SYMBOLS, useInsightScreen } from './api';

const useStyles = makeStyles({
  legend: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '8px 16px',
    alignItems: 'center',
    margin: '0 0 8px',
    padding: 0,
    listStyle: 'none',
  },
  legendItem: { display: 'flex', alignItems: 'center', gap: '6px' },
  swatch: {
    display: 'inline-flex',
    flexShrink: 0,
    justifyContent: 'center',
    alignItems: 'center',
    width: '1.7em',
    height: '1.7em',
    borderRadius: tokens.borderRadiusMedium,
    fontWeight: tokens.fontWeightBold,
  },
  note: { margin: '0 0 12px', color: tokens.colorNeutralForeground2, maxWidth: '80ch' },
  measure: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '6px',
    padding: '2px 8px',
    borderRadius: tokens.borderRadiusMedium,
    whiteSpace: 'nowrap',
    fontWeight: tokens.fontWeightSemibold,
  },
  symbol: { fontWeight: tokens.fontWeightBold, width: '1em', textAlign: 'center' },
});

/**
 * The colour legend, written from the bands the colours are decided by (`bandLegend`): each band's
 * colour, symbol, name and the percentages it holds, then what the percentage is of.
 */
export function BandLegend({ period, extra }: { period: string; extra?: string }) {
  const { t } = useInsightScreen();
  const styles = useStyles();
  const codes = useCodeStyles();
  return (
    <>
      <ul className={styles.legend} aria-label={t('insight.legend')} data-testid="band-legend">
        {bandLegend().map((entry) => (
          <li key={entry.colour} className={styles.legendItem} data-colour={entry.colour}>
            <span className={mergeClasses(styles.swatch, codes[entry.colour])} aria-hidden>
              {COLOUR_SYMBOLS[entry.colour]}
            </span>
            <span>
              <strong>{t(`insight.colours.${entry.colour}`)}</strong>:{' '}
              {legendText(entry, (key, values) => t(key, values), 'insight.bands')}
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.note}>
        {t('insight.measure', { period })}
        {extra ? ` ${extra}` : ''}
      </p>
    </>
  );
}

/** A domain's measure as shown: the colour's symbol and band, and the percentage right it stands for. */
export function DomainMeasure({ status }: { status: DomainStatus }) {
  const { t } = useInsightScreen();
  const styles = useStyles();
  const codes = useCodeStyles();
  const percent = percentRight(status.correct ?? 0, status.answers ?? 0);
  // The colour the server sent is the band of this same percentage; the screen shows that band.
  const colour = status.answers === undefined ? status.colour : bandOfPercent(percent);
  return (
    <span
      className={mergeClasses(styles.measure, codes[colour])}
      data-colour={colour}
      data-percent={percent ?? undefined}
    >
      <span className={styles.symbol} aria-hidden>
        {COLOUR_SYMBOLS[colour]}
      </span>
      <span>
        {percent === null
          ? t('insight.group.noAnswers')
          : t('insight.group.percent', { percent, correct: status.correct, answers: status.answers })}
      </span>
      <span className="visually-hidden">, {t(`insight.colours.${colour}`)}</span>
    </span>
  );
}
