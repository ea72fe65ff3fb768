import { type ComponentProps, forwardRef, type ReactNode, useId } from 'react';

/** The ids tying a control to its hint and message, and the attributes that announce them. */
function useFieldIds(id: string | undefined, hint: string | undefined, error: string | undefined) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return {
    controlId,
    hintId,
    errorId,
    control: { id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy },
  } as const;
}

/**
 * The frame every field shares: its label, hint, control and message. Without a label the control
 * brings its own (a checkbox inside its label).
 */
function FieldFrame({
  ids,
  className,
  label,
  hint,
  error,
  children,
}: {
  ids: ReturnType<typeof useFieldIds>;
  className?: string | undefined;
  label?: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={className ? `field ${className}` : 'field'} data-invalid={error ? true : undefined}>
      {label === undefined ? null : (
        <label className="field__label" htmlFor={ids.controlId}>
          {label}
        </label>
      )}
      {hint ? (
        <p className="field__hint" id={ids.hintId}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p className="field__error" id={ids.errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface FieldProps extends ComponentProps<'input'> {
  label: string;
  error?: string | undefined;
  hint?: string;
}

/** A labelled input with its message beside it (core 5: each violation shows on its field). */
export const TextField = forwardRef<HTMLInputElement, FieldProps>(function TextField(
  { label, error, hint, id, className, ...input },
  ref,
) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame ids={ids} className={className} label={label} hint={hint} error={error}>
      <input ref={ref} className="field__input" {...ids.control} {...input} />
    </FieldFrame>
  );
});

interface SelectFieldProps extends ComponentProps<'select'> {
  label: string;
  error?: string | undefined;
}

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, id, children, ...select },
  ref,
) {
  const ids = useFieldIds(id, undefined, error);
  return (
    <FieldFrame ids={ids} label={label} error={error}>
      <select ref={ref} className="field__input field__select" {...ids.control} {...select}>
        {children}
      </select>
    </FieldFrame>
  );
});

interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  error?: string | undefined;
  hint?: string;
}

/** A labelled multi-line input, laid out as TextField (react-hook-form's register fits it). */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, hint, id, className, rows = 5, ...textarea },
  ref,
) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame ids={ids} className={className} label={label} hint={hint} error={error}>
      <textarea
        ref={ref}
        rows={rows}
        className="field__input field__textarea"
        {...ids.control}
        {...textarea}
      />
    </FieldFrame>
  );
});

/**
 * What a public form (contact, refund, newsletter…) sends the API besides its values, for the API's
 * checks: the CSRF token, and what the honeypot held when `form` was sent (empty from people).
 */
export function publicFormChecks(form: HTMLFormElement, csrfToken: string) {
  return { _token: csrfToken, website: String(new FormData(form).get('website') ?? '') };
}

/** The hidden honeypot (core security): people never see or fill it, bots do. */
export function HoneypotField() {
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

interface CheckboxFieldProps extends ComponentProps<'input'> {
  label: ReactNode;
  error?: string | undefined;
}

/** A checkbox with its label and message (agree to the terms...). */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { label, error, id, ...input },
  ref,
) {
  const ids = useFieldIds(id, undefined, error);
  return (
    <FieldFrame ids={ids} error={error}>
      <label className="checkbox" htmlFor={ids.controlId}>
        <input ref={ref} type="checkbox" {...ids.control} {...input} />
        <span>{label}</span>
      </label>
    </FieldFrame>
  );
});
