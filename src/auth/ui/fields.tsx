import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

interface FieldProps extends InputProps {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

/** A labelled text input with its hint and error, sized for fingers on a whiteboard. */
export function TextField({ label, error, hint, id, 'aria-describedby': extra, ...input }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className="auth-field">
      <label htmlFor={inputId} className="auth-field__label">
        {label}
      </label>
      {hint && (
        <div id={`${inputId}-hint`} className="auth-field__hint">
          {hint}
        </div>
      )}
      <input
        id={inputId}
        className="auth-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(
          extra,
          hint !== undefined && `${inputId}-hint`,
          error && `${inputId}-error`,
        )}
        {...input}
      />
      {error && (
        <p id={`${inputId}-error`} className="auth-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path
        d="M12 5C6.5 5 2.7 9.1 1.5 12c1.2 2.9 5 7 10.5 7s9.3-4.1 10.5-7C21.3 9.1 17.5 5 12 5Zm0 11.5A4.5 4.5 0 1 1 12 7.5a4.5 4.5 0 0 1 0 9Zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z"
        fill="currentColor"
      />
      {crossed && <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />}
    </svg>
  );
}

/** A password input with a show / hide toggle. */
export function PasswordField({
  label,
  error,
  hint,
  id,
  showLabel,
  hideLabel,
  'aria-describedby': extra,
  ...input
}: FieldProps & { showLabel: string; hideLabel: string }) {
  const generated = useId();
  const inputId = id ?? generated;
  const [visible, setVisible] = useState(false);
  return (
    <div className="auth-field">
      <label htmlFor={inputId} className="auth-field__label">
        {label}
      </label>
      {hint && (
        <div id={`${inputId}-hint`} className="auth-field__hint">
          {hint}
        </div>
      )}
      <div className="auth-field__password">
        <input
          id={inputId}
          className="auth-field__input"
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(
            extra,
            hint !== undefined && `${inputId}-hint`,
            error && `${inputId}-error`,
          )}
          {...input}
        />
        <button
          type="button"
          className="auth-field__toggle"
          aria-controls={inputId}
          aria-pressed={visible}
          aria-label={visible ? hideLabel : showLabel}
          title={visible ? hideLabel : showLabel}
          onClick={() => setVisible((v) => !v)}
        >
          <EyeIcon crossed={visible} />
        </button>
      </div>
      {error && (
        <p id={`${inputId}-error`} className="auth-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A message box: errors are announced at once, notices politely. */
export function Notice({
  kind,
  children,
  testId,
}: {
  kind: 'error' | 'success' | 'info';
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div
      className={`auth-notice auth-notice--${kind}`}
      role={kind === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      {children}
    </div>
  );
}
