import type { FastifyRequest } from 'fastify';
import { BadRequestError } from '../http/errors.ts';
import { describeHook } from '../http/route-access.ts';

/** The hidden field forms render for bots: humans leave it empty. */
export const HONEYPOT_FIELD = 'website';

/** preHandler: a filled honeypot is a bot; refuse without saying why. */
export async function rejectHoneypot(request: FastifyRequest): Promise<void> {
  const body = request.body as Record<string, unknown> | undefined;
  const value = body?.[HONEYPOT_FIELD];
  if (value !== undefined && value !== null && value !== '') throw new BadRequestError();
}

describeHook(rejectHoneypot, { errors: [400] });
