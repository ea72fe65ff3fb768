import { useEffect, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiResponse, ApiViolation } from '../../../lib/api-client.ts';
import { formatApiError } from '../../../lib/api-client.ts';

/** What a submit produced: violations for fields, a red alert, or a green success. */
export interface FormResult {
  violations?: ApiViolation[];
  alert?: string;
  success?: string;
}

export interface FormProps<V> {
  /** Runs after the client-side rules pass; the form shows what it returns. */
  onValid: (values: V, form: HTMLFormElement) => Promise<FormResult | undefined> | undefined;
  /** A result from a page action (full-page forms). */
  result?: FormResult | undefined;
  /** Where the form posts without JavaScript. */
  action?: string;
  /** Extra hidden inputs (CSRF `_token`, the reset token). */
  hidden?: Record<string, string>;
}

/**
 * A failed API answer as a form result: 422 on the fields, anything else "code: message" (core 8).
 * With `fields`, a violation of no field the form shows goes to the red alert instead of nowhere.
 */
export function toFormResult(response: ApiResponse<unknown>, fields?: readonly string[]): FormResult {
  if (response.ok) return {};
  const { violations } = response.error;
  if (response.status === 422 && violations.length > 0) {
    const elsewhere = fields ? violations.filter((v) => !fields.includes(v.propertyPath)) : [];
    return {
      violations: violations.filter((v) => !elsewhere.includes(v)),
      ...(elsewhere.length > 0 ? { alert: elsewhere.map((v) => v.message).join(' ') } : {}),
    };
  }
  return { alert: formatApiError(response.error) };
}

/** Applies results to a react-hook-form form and keeps the alert state. */
export function useFormResult<V extends FieldValues>(setError: UseFormSetError<V>, result?: FormResult) {
  // Seeded from a page action's result so the server-rendered page (no JavaScript) shows it too.
  const [alert, setAlert] = useState<string | null>(result?.alert ?? null);
  const [success, setSuccess] = useState<string | null>(result?.success ?? null);
  const [isHydrated, setHydrated] = useState(false);

  function apply(next: FormResult | undefined) {
    if (!next) return;
    for (const violation of next.violations ?? []) {
      setError(violation.propertyPath as Path<V>, { type: 'server', message: violation.message });
    }
    setAlert(next.alert ?? null);
    setSuccess(next.success ?? null);
  }

  // Page actions hand their result in as a prop.
  // biome-ignore lint/correctness/useExhaustiveDependencies: apply only for a new result object
  useEffect(() => {
    apply(result);
  }, [result]);
  useEffect(() => setHydrated(true), []);

  return {
    alert,
    success,
    dismissAlert: () => setAlert(null),
    /**
     * A page action's violation for a field, until hydration hands it to react-hook-form (which
     * cannot hold errors while rendering on the server).
     */
    serverError: (name: string): string | undefined =>
      isHydrated ? undefined : result?.violations?.find((v) => v.propertyPath === name)?.message,
    apply,
    clear: () => {
      setAlert(null);
      setSuccess(null);
    },
  };
}
