import { type ComponentProps, forwardRef, type ReactNode, useId } from 'react';

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A labelled multi-line input with its hint and message (core 5: violations on their field). */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, hint, id, ...textarea },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className="field" data-invalid={error ? true : undefined}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={`${inputId}-hint`}>
          {hint}
        </p>
      ) : null}
      <textarea
        ref={ref}
        id={inputId}
        className="field__input field__textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${inputId}-hint`, error && `${inputId}-error`)}
        {...textarea}
      />
      {error ? (
        <p className="field__error" id={`${inputId}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
});

/**
 * A fieldset of radios or checkboxes with a legend, hint and message. The message is tied to the
 * group, so a screen reader hears it with the legend.
 */
export function ChoiceGroup({
  id,
  legend,
  hint,
  error,
  children,
}: {
  id: string;
  legend: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <fieldset
      className="choice-group field"
      aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}
      aria-invalid={error ? true : undefined}
      data-invalid={error ? true : undefined}
    >
      <legend className="field__label">{legend}</legend>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <div className="choice-group__options">{children}</div>
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** One radio or checkbox with its label beside it. */
export const Choice = forwardRef<HTMLInputElement, ComponentProps<'input'> & { label: ReactNode }>(
  function Choice({ label, ...input }, ref) {
    return (
      <label className="choice">
        <input ref={ref} {...input} />
        <span>{label}</span>
      </label>
    );
  },
);
