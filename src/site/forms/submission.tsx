import { isAxiosError } from 'axios';
import { useEffect, useRef, useState, type FormEventHandler, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { SITE_PATHS, SubmissionReceipt } from '../../domain/contracts/site';
import { applyServerFieldErrors } from '../../shell/lib/forms';
import { fieldErrorsOfResponse, http } from '../../shell/lib/http';
import { currentLocale } from '../../shell/lib/i18n';

export type SubmitState<V = unknown> =
  | { state: 'editing'; failure?: 'network' | 'server' | 'tooMany' | 'checkFields' }
  | { state: 'done'; receipt: SubmissionReceipt; values: V };

/**
 * Moves the focus to the first field, in the form's own order, that has an error. Done by hand rather
 * than by react-hook-form, whose order follows field registration and misses radio groups.
 */
export function focusFirstError(form: HTMLFormElement | null, order: readonly string[], errors: object) {
  const first = order.find((name) => name in errors);
  if (first) form?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}

/**
 * Sends a site form to the API and keeps what happened: the receipt on success, or why it failed.
 * Field errors of a 400 are put on the form and the first of them gets the focus; on any other
 * failure the form keeps its values so the visitor can simply try again.
 */
export function useSiteSubmission<T extends FieldValues, V extends object>(
  endpoint: (typeof SITE_PATHS)[keyof typeof SITE_PATHS],
  fieldOrder: readonly Path<T>[],
  setError: UseFormSetError<T>,
) {
  const [status, setStatus] = useState<SubmitState<V>>({ state: 'editing' });
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(values: V) {
    setStatus({ state: 'editing' });
    try {
      const { data } = await http.post<SubmissionReceipt>(`${endpoint}?locale=${currentLocale()}`, values);
      setStatus({ state: 'done', receipt: data, values });
    } catch (error) {
      const fieldErrors = fieldErrorsOfResponse(error);
      if (applyServerFieldErrors(error, setError)) {
        focusFirstError(formRef.current, fieldOrder, fieldErrors ?? {});
        setStatus({ state: 'editing', failure: 'checkFields' });
      } else if (isAxiosError(error) && !error.response) {
        setStatus({ state: 'editing', failure: 'network' });
      } else if (isAxiosError(error) && error.response?.status === 429) {
        setStatus({ state: 'editing', failure: 'tooMany' });
      } else {
        setStatus({ state: 'editing', failure: 'server' });
      }
    }
  }

  /** For handleSubmit's invalid branch: focus the first field with a client-side error. */
  const onInvalid = (errors: FieldErrors<T>) => focusFirstError(formRef.current, fieldOrder, errors);

  return { status, submit, onInvalid, formRef, reset: () => setStatus({ state: 'editing' }) };
}

/**
 * The frame both site forms share: the form element (no browser validation; ours speaks the visitor's
 * language), its fields, the failure message and the submit button that says when it is sending.
 */
export function SiteForm({
  testId,
  formRef,
  onSubmit,
  busy,
  status,
  submitLabel,
  children,
}: {
  testId: string;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  status: SubmitState<unknown>;
  submitLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('site');
  return (
    <form
      className="site-form"
      noValidate
      onSubmit={onSubmit}
      ref={formRef}
      aria-busy={busy}
      data-testid={testId}
    >
      {children}
      <SubmitFailure status={status} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t('form.sending') : submitLabel}
      </button>
    </form>
  );
}

/** The failure message above the submit button, announced when it appears. */
function SubmitFailure({ status }: { status: SubmitState<unknown> }) {
  const { t } = useTranslation('site');
  if (status.state !== 'editing' || !status.failure) return null;
  return (
    <p role="alert" className="form-alert" data-testid="form-failure">
      {t(`form.${status.failure}`)}
    </p>
  );
}

/** The confirmation after a successful submission, with the reference number; it takes the focus. */
export function Confirmation({
  title,
  body,
  again,
  receipt,
  onAgain,
}: {
  title: string;
  body: string;
  again: string;
  receipt: SubmissionReceipt;
  onAgain: () => void;
}) {
  const { t, i18n } = useTranslation('site');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const locale = { en: 'en-GB', be: 'nl-BE' }[i18n.language] ?? 'nl-NL';
  const received = new Date(receipt.receivedAt).toLocaleString(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
  });
  return (
    <div className="confirmation" data-testid="form-confirmation">
      <h2 ref={heading} tabIndex={-1}>
        <span aria-hidden="true">✓ </span>
        {title}
      </h2>
      <p>{body}</p>
      <dl>
        <dt>{t('form.reference')}</dt>
        <dd data-testid="reference-id">{receipt.id}</dd>
      </dl>
      <p className="confirmation__time">{t('form.receivedAt', { date: received })}</p>
      <button type="button" className="button" onClick={onAgain}>
        {again}
      </button>
    </div>
  );
}
