import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { RESPONSE_TIME_MAX_MS, type FluencyTestResultResponse } from '../../domain/contracts/practice';
import type { Sum } from '../../domain/sums/types';
import { href } from '../../shell/lib/routes';
import { answerFluencyTest, startFluencyTest } from '../api';

type Phase =
  | { name: 'loading' }
  | { name: 'error' }
  | { name: 'question'; testId: string; sum: Sum; answered: number; maxSums: number }
  | { name: 'result'; result: FluencyTestResultResponse | null };

/**
 * The fluency test (automatiseertoets) against the server's test: the server picks each next sum
 * (POST .../automatiseertoets resumes the unfinished test; each answer returns the next sum), so the
 * answers go straight to the test endpoint, one at a time, each with its own clientAnswerId.
 */
export function FluencyTest() {
  const { t } = useTranslation('student');
  const { leerlingId = '' } = useParams();
  const [phase, setPhase] = useState<Phase>({ name: 'loading' });
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const shownAt = useRef(0);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    startFluencyTest(leerlingId).then(
      (test) => {
        if (cancelled) return;
        shownAt.current = performance.now();
        setPhase({
          name: 'question',
          testId: test.testId,
          sum: test.sum,
          answered: test.answered,
          maxSums: test.maxSums,
        });
      },
      () => !cancelled && setPhase({ name: 'error' }),
    );
    return () => {
      cancelled = true;
    };
  }, [leerlingId, attempt]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (phase.name !== 'question' || busy) return;
    const number = Number(value.trim());
    const answer =
      value.trim() === '' || !Number.isFinite(number) ? null : { kind: 'number' as const, value: number };
    const responseTimeMs = Math.min(RESPONSE_TIME_MAX_MS, Math.round(performance.now() - shownAt.current));
    setBusy(true);
    answerFluencyTest(leerlingId, phase.testId, {
      clientAnswerId: crypto.randomUUID(),
      sumId: phase.sum.id,
      answer,
      responseTimeMs,
    })
      .then(
        (response) => {
          setValue('');
          if (response.finished || !response.next)
            setPhase({ name: 'result', result: response.result ?? null });
          else {
            shownAt.current = performance.now();
            setPhase({ ...phase, sum: response.next, answered: phase.answered + 1 });
          }
        },
        () => setPhase({ name: 'error' }),
      )
      .finally(() => setBusy(false));
  };

  if (phase.name === 'loading')
    return (
      <p className="spel__message" role="status">
        {t('spel.loading')}
      </p>
    );
  if (phase.name === 'error') {
    return (
      <div className="spel__message" role="alert">
        <p>{t('spel.fluencyUnavailable')}</p>
        <div className="spel__actions">
          <button type="button" className="spel__button" onClick={() => setAttempt((n) => n + 1)}>
            {t('spel.retry')}
          </button>
          <Link className="spel__button spel__button--quiet" to={href('l-landkaart', { leerlingId })}>
            {t('spel.backToMap')}
          </Link>
        </div>
      </div>
    );
  }
  if (phase.name === 'result') {
    return (
      <section className="spel__end" data-testid="fluency-result">
        <h1 className="spel__end-title">{t('feedback.roundFinished')}</h1>
        {phase.result && (
          <p className="spel__score">
            {t('spel.score', { correct: phase.result.correct, total: phase.result.answered })}
          </p>
        )}
        <div className="spel__actions">
          <Link className="spel__button" to={href('l-landkaart', { leerlingId })}>
            {t('spel.backToMap')}
          </Link>
        </div>
      </section>
    );
  }
  return (
    <form className="fluency" onSubmit={submit} data-testid="fluency-test">
      <progress className="fluency__progress" max={phase.maxSums} value={phase.answered} />
      <p className="fluency__sum" aria-live="polite">
        {phase.sum.display.text.replace('_', '?')}
      </p>
      <input
        className="fluency__input"
        inputMode="numeric"
        autoComplete="off"
        autoFocus
        aria-label={phase.sum.display.speech}
        value={value}
        onChange={(e) => setValue(e.target.value.replace(/[^0-9-]/g, ''))}
      />
      <button
        type="submit"
        className="spel__button spel__button--go"
        disabled={busy}
        aria-label={t('landkaart.done')}
      >
        ✓
      </button>
    </form>
  );
}
