import { contactFormSchema } from '@gfj/contracts/contact';
import { CONTACT_CATEGORIES } from '@gfj/contracts/content-text';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { HoneypotField, SelectField, TextAreaField, TextField } from '../../components/ui/form/fields.tsx';
import { type FormResult, toFormResult, useFormResult } from '../../components/ui/form/form-result.ts';
import { FormShell } from '../../components/ui/form/form-shell.tsx';
import { useApiClient, useAppState } from '../auth/app-state.tsx';
import { postContact } from './contact.queries.ts';

interface ContactValues {
  name: string;
  email: string;
  category: string;
  description: string;
}

/**
 * The contact form (content 2, 5, 7): name, email, category (Comment or Question, Technical
 * Difficulty, Press Inquiries, sent lowercased) and the message. Works without JavaScript when
 * given an `action`.
 */
export function ContactForm({
  onSuccess,
  action,
  result,
}: {
  onSuccess: () => void;
  action?: string;
  result?: FormResult;
}) {
  const api = useApiClient();
  const { csrfToken } = useAppState();
  const form = useForm<ContactValues>({
    resolver: zodResolver(contactFormSchema) as unknown as Resolver<ContactValues>,
    mode: 'onChange',
    defaultValues: { name: '', email: '', category: '', description: '' },
  });
  const outcome = useFormResult(form.setError, result);
  const { errors, isSubmitting } = form.formState;
  return (
    <FormShell
      form={form}
      outcome={outcome}
      action={action}
      hidden={{ _token: csrfToken }}
      onValid={async (values, element) => {
        const website = String(new FormData(element).get('website') ?? '');
        const response = await postContact(api, { ...values, _token: csrfToken, website });
        if (!response.ok) return toFormResult(response);
        // An answer without a boolean success counts as none (content 5).
        if (response.data?.success) {
          form.reset();
          onSuccess();
        }
        return undefined;
      }}
    >
      <TextField
        label="Your name"
        autoComplete="name"
        error={errors.name?.message ?? outcome.serverError('name')}
        {...form.register('name')}
      />
      <TextField
        label="Your email"
        type="email"
        autoComplete="email"
        error={errors.email?.message ?? outcome.serverError('email')}
        {...form.register('email')}
      />
      <SelectField
        label="Category"
        error={errors.category?.message ?? outcome.serverError('category')}
        {...form.register('category')}
      >
        <option value="">Choose a category</option>
        {CONTACT_CATEGORIES.map((category) => (
          <option key={category} value={category.toLowerCase()}>
            {category}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Your message"
        rows={6}
        error={errors.description?.message ?? outcome.serverError('description')}
        {...form.register('description')}
      />
      <HoneypotField />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send message'}
      </Button>
    </FormShell>
  );
}
