import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { reportError } from '../observability/error-reporting.ts';
import { buildConstraintViolation, buildProblem, HttpError, ValidationError } from './errors.ts';
import { zodIssuesToViolations } from './violations.ts';

export const PROBLEM_JSON = 'application/problem+json; charset=utf-8';

/** Fastify's own error codes that map to a client error with a fixed detail. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; detail: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, detail: 'Unsupported Media Type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, detail: 'Invalid content length' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, detail: 'Syntax error' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, detail: 'Syntax error' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, detail: 'Request Entity Too Large' },
  FST_ERR_NOT_FOUND: { status: 404, detail: 'Not Found' },
};

function sendProblem(reply: FastifyReply, status: number, detail: string): FastifyReply {
  return reply.status(status).type(PROBLEM_JSON).send(buildProblem(status, detail));
}

/** A body that is not an object at all (`null`, `[]`, `"x"`): API Platform's words for it. */
export const MISFORMATTED_BODY = 'The input data is misformatted.';

/** The validation library's own wording, kept from users: its messages start so. */
const LIBRARY_WORDING = /^Invalid (input|option)\b/;

/**
 * A body field's message: the contracts' own (the spec's words) as they are; where a schema gave
 * none (a number where text goes, a value outside a list), API Platform's words for it instead of
 * the validation library's ("Invalid input: expected string, received number").
 */
function violationMessage(v: {
  keyword: string;
  message?: string;
  params?: Record<string, unknown>;
}): string {
  const message = v.message ?? '';
  if (message && !LIBRARY_WORDING.test(message)) return message;
  const expected = v.params?.expected;
  if (v.keyword === 'invalid_type' && typeof expected === 'string' && /^[a-z]+$/.test(expected)) {
    return `This value should be of type ${expected}.`;
  }
  if (v.keyword === 'invalid_value' || v.keyword === 'invalid_union') {
    return 'The value you selected is not a valid choice.';
  }
  return 'This value is not valid.';
}

/** Validation of a query/params failing is a bad request; a body failing is a 422 (conventions). */
function handleSchemaValidation(error: FastifyError, reply: FastifyReply): FastifyReply {
  if (error.validationContext === 'body' && hasZodFastifySchemaValidationErrors(error)) {
    // No field to put a message on: the body itself is of the wrong kind (it was 422 with the
    // validation library's own text on an empty property path).
    if (error.validation.some((v) => v.instancePath === '' || v.instancePath === '/')) {
      return sendProblem(reply, 400, MISFORMATTED_BODY);
    }
    // The same message on the same field once (a format and a range rule can both refuse it).
    const violations = zodIssuesToViolations(
      error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').split('/'),
        message: violationMessage(v),
      })),
    );
    return reply.status(422).type(PROBLEM_JSON).send(buildConstraintViolation(violations));
  }
  // A path parameter of the wrong shape names no resource at all.
  if (error.validationContext === 'params') return sendProblem(reply, 404, 'Not Found');
  const first = error.validation?.[0];
  const where = first?.instancePath ? `${first.instancePath.replace(/^\//, '').replaceAll('/', '.')}: ` : '';
  return sendProblem(reply, 400, `${where}${first?.message ?? 'Bad Request'}`);
}

/** The one place that turns thrown errors into problem+json (conventions 6). */
export function handleApiError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ValidationError) {
    return reply.status(422).type(PROBLEM_JSON).send(buildConstraintViolation(error.violations));
  }
  if (error instanceof HttpError) {
    reply.headers(error.headers);
    if (error.statusCode === 401) {
      return reply
        .status(401)
        .type('application/json; charset=utf-8')
        .send({ code: 401, message: error.message });
    }
    return sendProblem(reply, error.statusCode, error.message);
  }
  if (error.validation) return handleSchemaValidation(error, reply);
  const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
  if (known) return sendProblem(reply, known.status, known.detail);
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return sendProblem(reply, 400, 'Syntax error');
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return sendProblem(reply, 429, 'Too Many Requests');
  if (status >= 400 && status < 500) return sendProblem(reply, status, error.message || 'Bad Request');
  request.log.error({ err: error }, 'unhandled error');
  reportError(error, { route: request.routeOptions.url, method: request.method, requestId: request.id });
  return sendProblem(reply, 500, 'Internal Server Error');
}

function routePattern(url: string): RegExp {
  const escaped = url
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/:[^/]+/g, '[^/]+')
    .replace(/\*/g, '.*');
  return new RegExp(`^${escaped}/?$`);
}

/**
 * Installs the error and 404 handlers on the /api scope. Fastify has no 405 of its own: routes are
 * remembered as they are added, so a known path asked with another method answers 405.
 */
export function installErrorHandlers(api: FastifyInstance): void {
  const known: { pattern: RegExp; methods: Set<string> }[] = [];
  api.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    known.push({ pattern: routePattern(route.url), methods: new Set(methods) });
  });
  api.setErrorHandler(handleApiError);
  api.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const sameMethod = known.some((r) => r.methods.has(request.method) && r.pattern.test(path));
    const otherMethod = known.some((r) => r.pattern.test(path));
    if (!sameMethod && otherMethod) return sendProblem(reply, 405, 'Method Not Allowed');
    return sendProblem(reply, 404, 'Not Found');
  });
}
