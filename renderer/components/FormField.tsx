import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import './forms.css';

interface FieldFrame {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Shown after the label, e.g. "optional". */
  badge?: string;
  /** Characters typed and allowed, shown as "12 / 5000". */
  counter?: { length: number; max: number };
}

function describedBy(id: string, hint: ReactNode, error: string | undefined) {
  const ids = [hint !== undefined && `${id}-hint`, error && `${id}-error`].filter(
    Boolean,
  );
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function Frame({
  id,
  label,
  error,
  hint,
  badge,
  counter,
  children,
}: FieldFrame & {
  children: ReactNode;
}) {
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
      <div className="form-field__top">
        <label className="form-field__label" htmlFor={id}>
          {label}
          {badge && <span className="form-field__badge">{badge}</span>}
        </label>
        {counter && (
          <span
            className={`form-field__counter${counter.length > counter.max ? ' form-field__counter--over' : ''}`}
            aria-hidden="true"
          >
            {counter.length} / {counter.max}
          </span>
        )}
      </div>
      {children}
      {hint !== undefined && (
        <p className="form-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="form-field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled text input whose hint and error are announced with it. */
export function TextField({
  id,
  label,
  error,
  hint,
  badge,
  counter,
  ...input
}: FieldFrame & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <Frame {...{ id, label, error, hint, badge, counter }}>
      <input
        id={id}
        className="form-field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
    </Frame>
  );
}

export function TextAreaField({
  id,
  label,
  error,
  hint,
  badge,
  counter,
  ...textarea
}: FieldFrame & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  return (
    <Frame {...{ id, label, error, hint, badge, counter }}>
      <textarea
        id={id}
        className="form-field__control form-field__control--area"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...textarea}
      />
    </Frame>
  );
}
