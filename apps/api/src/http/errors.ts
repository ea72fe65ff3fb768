import type { Violation } from '@gfj/contracts';

/**
 * The small error vocabulary (conventions 6). Routes and services throw these; the one error
 * handler (error-handler.ts) turns them into the wire shapes of api-conventions.md: Errors.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  /** Extra response headers (WWW-Authenticate, Retry-After...). */
  readonly headers: Record<string, string>;

  constructor(statusCode: number, detail: string, headers: Record<string, string> = {}) {
    super(detail);
    this.name = new.target.name;
    this.statusCode = statusCode;
    this.headers = headers;
  }
}

export class BadRequestError extends HttpError {
  constructor(detail = 'Bad Request') {
    super(400, detail);
  }
}

/** 401 in the JWT shape `{"code":401,"message":"..."}` with `WWW-Authenticate: Bearer`. */
export class UnauthorizedError extends HttpError {
  constructor(message = 'JWT Token not found') {
    super(401, message, { 'www-authenticate': 'Bearer' });
  }
}

export class ForbiddenError extends HttpError {
  constructor(detail = 'Access Denied.') {
    super(403, detail);
  }
}

export class NotFoundError extends HttpError {
  constructor(detail = 'Not Found') {
    super(404, detail);
  }
}

export class MethodNotAllowedError extends HttpError {
  constructor(detail = 'Method Not Allowed') {
    super(405, detail);
  }
}

export class ConflictError extends HttpError {
  constructor(detail = 'Conflict') {
    super(409, detail);
  }
}

export class UnsupportedMediaTypeError extends HttpError {
  constructor(detail = 'Unsupported Media Type') {
    super(415, detail);
  }
}

export class TooManyRequestsError extends HttpError {
  constructor(detail = 'Too Many Requests', retryAfterSeconds?: number) {
    super(429, detail, retryAfterSeconds === undefined ? {} : { 'retry-after': String(retryAfterSeconds) });
  }
}

/** 422 ConstraintViolation; `violations` carry the spec's exact messages. */
export class ValidationError extends HttpError {
  readonly violations: Violation[];

  constructor(violations: Violation[]) {
    super(422, formatViolations(violations));
    this.violations = violations;
  }

  /** One violation, the common case for a rule checked in a service. */
  static of(propertyPath: string, message: string, code?: string): ValidationError {
    return new ValidationError([{ propertyPath, message, ...(code ? { code } : {}) }]);
  }
}

/** "path: message" lines, as `detail` and `description` carry them. */
export function formatViolations(violations: Violation[]): string {
  return violations.map((v) => (v.propertyPath ? `${v.propertyPath}: ${v.message}` : v.message)).join('\n');
}

/** The problem+json body for a non-validation error. */
export function buildProblem(status: number, detail: string) {
  return {
    '@context': '/api/contexts/Error',
    '@id': `/api/errors/${status}`,
    '@type': 'Error',
    title: 'An error occurred',
    detail,
    status,
    type: `/errors/${status}`,
    description: detail,
  };
}

/** A stable code per violation kind, used in `@id` and each violation's `code`. */
export const DEFAULT_VIOLATION_CODE = 'c1051bb4-d103-4f74-8988-acbcafc7fdc3';

export function buildConstraintViolation(violations: Violation[]) {
  const code = violations[0]?.code ?? DEFAULT_VIOLATION_CODE;
  const text = formatViolations(violations);
  return {
    '@context': '/api/contexts/ConstraintViolation',
    '@id': `/api/validation_errors/${code}`,
    '@type': 'ConstraintViolation',
    status: 422,
    title: 'An error occurred',
    detail: text,
    description: text,
    violations: violations.map((v) => ({
      propertyPath: v.propertyPath,
      message: v.message,
      code: v.code ?? code,
    })),
  };
}
