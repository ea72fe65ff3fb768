import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormRegisterReturn,
  useForm,
} from 'react-hook-form';
import { type FormResult, useFormResult } from './form-result.ts';

/** What a kit field (TextField, SelectField…) takes from its form for one of the form's values. */
export type FieldBinding<N extends string = string> = UseFormRegisterReturn<N> & {
  error: string | undefined;
  /** The value a page action gave back after a refusal, server-rendered into the field. */
  defaultValue?: string;
};

/** A page action's answer to a kit form; after a refusal, with what was sent (never a password). */
export type KitFormResult = FormResult & { values?: object };

/**
 * A kit form: react-hook-form checking `resolver`'s rules as the visitor types, the outcome of its
 * submits (seeded from a page action's `result`), whether a submit is under way (for its button),
 * and `field`, which binds a field to a value: `{...field('email')}` registers it and gives the
 * field its message, the client rule's or, until hydration, the page action's (for the page posted
 * without JavaScript).
 */
export function useKitForm<V extends FieldValues, T = V>({
  resolver,
  defaultValues,
  result,
}: {
  resolver: Resolver<V, unknown, T>;
  defaultValues: DefaultValues<V>;
  result?: KitFormResult | undefined;
}) {
  const sent = result?.values as Readonly<Record<string, unknown>> | undefined;
  const form = useForm<V, unknown, T>({
    resolver,
    mode: 'onChange',
    defaultValues: sent ? ({ ...defaultValues, ...sent } as DefaultValues<V>) : defaultValues,
  });
  const outcome = useFormResult(form.setError, result);
  const field = <N extends Path<V>>(name: N): FieldBinding<N> => ({
    error: form.getFieldState(name, form.formState).error?.message ?? outcome.serverError(name),
    ...(typeof sent?.[name] === 'string' ? { defaultValue: sent[name] } : {}),
    ...form.register(name),
  });
  return { form, outcome, field, isSubmitting: form.formState.isSubmitting };
}
