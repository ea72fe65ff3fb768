import { contactFormSchema } from '@gfj/contracts/contact';
import { CONTACT_CATEGORIES } from '@gfj/contracts/content-text';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import {
  HoneypotField,
  publicFormChecks,
  SelectField,
  TextAreaField,
  TextField,
} from '../../components/ui/form/fields.tsx';
import { toFormResult } from '../../components/ui/form/form-result.ts';
import { FormShell } from '../../components/ui/form/form-shell.tsx';
import { type KitFormResult, useKitForm } from '../../components/ui/form/use-kit-form.ts';
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
  result?: KitFormResult | undefined;
}) {
  const api = useApiClient();
  const { csrfToken } = useAppState();
  const { form, outcome, field, isSubmitting } = useKitForm({
    resolver: zodResolver(contactFormSchema) as unknown as Resolver<ContactValues>,
    defaultValues: { name: '', email: '', category: '', description: '' },
    result,
  });
  return (
    <FormShell
      form={form}
      outcome={outcome}
      action={action}
      hidden={{ _token: csrfToken }}
      onValid={async (values, element) => {
        const response = await postContact(api, { ...values, ...publicFormChecks(element, csrfToken) });
        if (!response.ok) return toFormResult(response);
        // An answer without a boolean success counts as none (content 5).
        if (response.data?.success) {
          form.reset();
          onSuccess();
        }
        return undefined;
      }}
    >
      <TextField label="Your name" autoComplete="name" {...field('name')} />
      <TextField label="Your email" type="email" autoComplete="email" {...field('email')} />
      <SelectField label="Category" {...field('category')}>
        <option value="">Choose a category</option>
        {CONTACT_CATEGORIES.map((category) => (
          <option key={category} value={category.toLowerCase()}>
            {category}
          </option>
        ))}
      </SelectField>
      <TextAreaField label="Your message" rows={6} {...field('description')} />
      <HoneypotField />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send message'}
      </Button>
    </FormShell>
  );
}
