import type { FastifyRequest } from 'fastify';

/** `http://host:port` of the request, as the client reached it (X-Forwarded-* when TRUST_PROXY). */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
