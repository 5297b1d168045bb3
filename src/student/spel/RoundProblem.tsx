import { useTranslation } from 'react-i18next';
import { RainIcon } from '../icons';

/** What a round or the fluency test shows when something failed: what, try again, or back to the map. */
export function RoundProblem({
  testId,
  message,
  onRetry,
  onBack,
}: {
  testId: string;
  message: string;
  onRetry: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('student');
  return (
    <div className="spel__message" role="alert" data-testid={testId}>
      <p>
        <RainIcon /> {message}
      </p>
      <div className="spel__actions">
        <button type="button" className="spel__button" onClick={onRetry}>
          {t('spel.retry')}
        </button>
        <button type="button" className="spel__button spel__button--quiet" onClick={onBack}>
          {t('spel.backToMap')}
        </button>
      </div>
    </div>
  );
}
