import { Badge, makeStyles } from '@fluentui/react-components';
import type { GroupInsightStudent } from '../../../domain/contracts/practice';

import { localized, useInsightScreen } from './api';

const useStyles = makeStyles({
  stuck: { display: 'inline', overflowWrap: 'anywhere' },
  badge: { marginRight: '6px', verticalAlign: 'baseline' },
});

/** The words of a stuck flag: "Deeltafel van 8: veel fouten (18 van 43 goed)". */
export function useStuckWords() {
  const { t } = useInsightScreen();
  return (s: GroupInsightStudent['stuck'][number]) =>
    `${localized(s.title)}: ${t(`insight.stuckReason.${s.reason}`, {
      count: s.days,
      answers: s.answers,
      correct: s.correct,
    })}`;
}

/**
 * A stuck flag as text that wraps (a tablet or a whiteboard has no hover): the badge, then the task
 * and what is wrong with the figures behind it. The title repeats it for a mouse, as an extra.
 */
export function StuckText({ stuck }: { stuck: GroupInsightStudent['stuck'][number] }) {
  const { t } = useInsightScreen();
  const styles = useStyles();
  const words = useStuckWords()(stuck);
  return (
    <span className={styles.stuck} title={words} data-testid="stuck-reason">
      <Badge color="danger" shape="rounded" className={styles.badge}>
        {t('insight.filters.stuck')}
      </Badge>
      <span>{words}</span>
    </span>
  );
}
