import { formResponseSchema } from '@gfj/contracts/content-fields';
import type { BrowserApiClient } from '../../lib/api-client.ts';

export interface ContactFields {
  name: string;
  email: string;
  category: string;
  description: string;
  _token: string;
  website: string;
}

/** The contact form's post (content 7): form-encoded, the category lowercased. */
export function postContact(api: BrowserApiClient, fields: ContactFields) {
  return api.request('/contact-messages', {
    method: 'POST',
    form: { ...fields, category: fields.category.toLowerCase() },
    schema: formResponseSchema,
  });
}
