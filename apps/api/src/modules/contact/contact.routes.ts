import {
  CONTACT_CATEGORY_VALUES,
  contactMessageSchema,
  formResponseSchema,
  siteContactSchema,
} from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkedField,
  csrfTokenField,
  emailField,
  honeypotField,
  textField,
} from '../../http/openapi-operations.ts';
import { registerResource } from '../../http/resources.ts';
import { HONEYPOT_FIELD } from '../../security/honeypot.ts';
import { PUBLIC_FORM_CHECKS, PUBLIC_FORM_RATE_LIMIT, viewerUserId } from '../content/public-form.ts';
import { registerStaffInbox } from '../content/staff-inbox.ts';
import { presentContactMessage } from './contact.presenter.ts';
import { findContactMessage, listContactMessages, setContactMessageStatus } from './contact.repository.ts';
import { submitContactMessage } from './contact.service.ts';

// Documentation shape: the service checks the values so the spec's messages come out as 422s.
const contactBody = z.looseObject({
  name: textField(3, 100),
  email: emailField(100),
  category: checkedField({ enum: CONTACT_CATEGORY_VALUES, description: 'The subject of the message' }),
  description: textField(3, 10000),
  _token: csrfTokenField,
  [HONEYPOT_FIELD]: honeypotField,
});

/** The contact form's post (content 7) and the staff's list of messages. */
export async function contactRoutes(app: FastifyInstance): Promise<void> {
  registerResource(app, {
    type: 'ContactMessage',
    collection: '/api/contact-messages',
    schema: contactMessageSchema,
    title: 'ContactMessage',
    description: 'A message from the contact form (staff read them).',
  });
  registerResource(app, {
    type: 'SiteContact',
    schema: siteContactSchema,
    title: 'SiteContact',
    description: 'The mailbox visitors may write to (CONTACT_EMAIL).',
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/site-contact',
    {
      schema: { tags: ['SiteContact'], summary: 'The contact mailbox', response: { 200: siteContactSchema } },
    },
    async () => ({
      '@context': '/api/contexts/SiteContact',
      '@id': '/api/site-contact' as const,
      '@type': 'SiteContact' as const,
      email: app.config.contactEmail,
    }),
  );

  api.post(
    '/contact-messages',
    {
      schema: {
        tags: ['ContactMessage'],
        summary: 'The contact form: form-encoded name, email, category, description, _token',
        body: contactBody,
        response: { 200: formResponseSchema },
      },
      preHandler: PUBLIC_FORM_CHECKS,
      config: { rateLimit: PUBLIC_FORM_RATE_LIMIT },
    },
    async (request) => {
      await submitContactMessage(app, request.body, viewerUserId(request.viewer));
      return { success: true };
    },
  );

  registerStaffInbox(app, {
    path: '/contact-messages',
    type: 'ContactMessage',
    itemSchema: contactMessageSchema,
    plural: 'Contact messages',
    list: (statuses, limit, offset) => listContactMessages(app.db, statuses, limit, offset),
    find: (db, id) => findContactMessage(db, id),
    setStatus: (db, id, status) => setContactMessageStatus(db, id, status),
    present: presentContactMessage,
  });
}
