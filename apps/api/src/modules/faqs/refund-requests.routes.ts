import { formResponseSchema, refundRequestSchema } from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  csrfTokenField,
  emailField,
  honeypotField,
  idOrIri,
  textField,
} from '../../http/openapi-operations.ts';
import { registerResource } from '../../http/resources.ts';
import { HONEYPOT_FIELD } from '../../security/honeypot.ts';
import { PUBLIC_FORM_CHECKS, PUBLIC_FORM_RATE_LIMIT, viewerUserId } from '../content/public-form.ts';
import { registerStaffInbox } from '../content/staff-inbox.ts';
import { presentRefundRequest } from './faqs.presenter.ts';
import { findRefundRequest, listRefundRequests, setRefundRequestStatus } from './faqs.repository.ts';
import { submitRefundRequest } from './faqs.service.ts';

// Documentation shape: the service checks the values so the spec's messages come out as 422s.
const refundBody = z.looseObject({
  name: textField(3, 100),
  email: emailField(100),
  message: textField(3, 10000),
  faq: idOrIri('The question the form was under (IRI or id), optional'),
  _token: csrfTokenField,
  [HONEYPOT_FIELD]: honeypotField,
});

/** The refund form's post (content 7) and the staff's list of requests. */
export async function refundRequestsRoutes(app: FastifyInstance): Promise<void> {
  registerResource(app, {
    type: 'RefundRequest',
    collection: '/api/refund-requests',
    schema: refundRequestSchema,
    title: 'RefundRequest',
    description: 'A refund request sent from the FAQ (staff read them).',
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/refund-requests',
    {
      schema: {
        tags: ['RefundRequest'],
        summary: 'The FAQ refund form: form-encoded name, email, message, _token',
        body: refundBody,
        response: { 200: formResponseSchema },
      },
      preHandler: PUBLIC_FORM_CHECKS,
      config: { rateLimit: PUBLIC_FORM_RATE_LIMIT },
    },
    async (request) => {
      await submitRefundRequest(app, request.body, viewerUserId(request.viewer));
      return { success: true };
    },
  );

  registerStaffInbox(app, {
    path: '/refund-requests',
    type: 'RefundRequest',
    itemSchema: refundRequestSchema,
    plural: 'Refund requests',
    list: (statuses, limit, offset) => listRefundRequests(app.db, statuses, limit, offset),
    find: (db, id) => findRefundRequest(db, id),
    setStatus: (db, id, status) => setRefundRequestStatus(db, id, status),
    present: presentRefundRequest,
  });
}
