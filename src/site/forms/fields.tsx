import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a form control needs to be tied to its label, hint and error. */
export interface ControlA11y {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

function describedBy(...ids: (string | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="field__error">
      <span aria-hidden="true">⚠ </span>
      {message}
    </p>
  );
}

/** A labelled control with an optional hint and its error; optional fields say so in the label. */
export function Field({
  id,
  label,
  hint,
  error,
  optional = false,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  optional?: boolean;
  children: (a11y: ControlA11y) => ReactNode;
}) {
  const { t } = useTranslation('site');
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {optional && <span className="field__optional"> ({t('form.optional')})</span>}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy(errorId, hintId),
        ...(optional ? {} : { 'aria-required': true }),
      })}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {errorId && error && <FieldError id={errorId} message={error} />}
    </div>
  );
}

/** A group of radio buttons or checkboxes under one legend, with one error for the group. */
export function ChoiceGroup({
  id,
  legend,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  legend: string;
  hint?: string;
  error?: string;
  className?: string;
  children: (a11y: Omit<ControlA11y, 'id'>) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      id={id}
      className={`field choice-group ${className ?? ''}${error ? ' field--invalid' : ''}`}
      aria-describedby={describedBy(errorId, hintId)}
    >
      <legend>{legend}</legend>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <div className="choice-group__options">
        {children({ 'aria-invalid': Boolean(error), 'aria-describedby': describedBy(errorId) })}
      </div>
      {errorId && error && <FieldError id={errorId} message={error} />}
    </fieldset>
  );
}
