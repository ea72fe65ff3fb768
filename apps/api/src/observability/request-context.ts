import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';

/** What every part of a request's work can know about it, wherever it runs. */
export interface RequestContext {
  id: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** The id of the request whose work is running now (undefined outside a request). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.id;
}

/** Ids we take from a proxy: short, printable, nothing a log line or a header could trip on. */
const ACCEPTED_REQUEST_ID = /^[\w.:@/+=-]{1,128}$/;

/** The TRUST_PROXY setting: none, a hop count, or the proxies' addresses and ranges. */
export type ProxyTrust = false | number | string[];

/** Whether the connection's own peer is a proxy we believe (the same rule Fastify applies). */
function trustsDirectPeer(trust: ProxyTrust): (address: string | undefined) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return () => trust > 0;
  const isProxy = proxyAddr.compile(trust);
  return (address) => address !== undefined && isProxy(address, 0);
}

/**
 * Fastify's `genReqId`. A request made in process while another is being handled (a page's
 * loaders calling the API through `inject()`) shares that request's id, so one id follows a page
 * view through its API calls. `X-Request-Id` is taken only from a trusted proxy: anyone else could
 * choose ids that collide with other visitors' in the logs.
 */
export function createRequestIdGenerator(trust: ProxyTrust): (req: IncomingMessage) => string {
  const fromProxy = trustsDirectPeer(trust);
  return (req) => {
    const outer = storage.getStore();
    if (outer) return outer.id;
    const header = req.headers['x-request-id'];
    if (
      fromProxy(req.socket?.remoteAddress) &&
      typeof header === 'string' &&
      ACCEPTED_REQUEST_ID.test(header)
    )
      return header;
    return randomUUID();
  };
}

/**
 * Runs the rest of each request inside its context (so log lines written through `app.log` while
 * serving it carry its id too) and sends the id back as `X-Request-Id`.
 */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    storage.run({ id: request.id }, done);
  });
}

/** The loggers Fastify made for requests: they carry their request's id already. */
const requestLoggers = new WeakSet<object>();

/** Fastify's `childLoggerFactory`: the default child (`reqId` bound), remembered as a request's. */
export const childLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => {
  const child: FastifyBaseLogger = logger.child(bindings, options);
  requestLoggers.add(child);
  return child;
};

/**
 * A pino mixin: a log line written during a request by a logger that is not the request's own
 * (`app.log` in a service or a schedule started by a request) gets the request's id.
 */
export function requestIdMixin(_object: object, _level: number, logger: object): object {
  const id = storage.getStore()?.id;
  if (id === undefined || requestLoggers.has(logger)) return {};
  return { reqId: id };
}
