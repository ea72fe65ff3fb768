import type { FastifyInstance } from 'fastify';
import { NotFoundError } from './errors.ts';
import { type ApiResource, entrypointKey, resourceProperties } from './resources.ts';

const HYDRA = 'http://www.w3.org/ns/hydra/core#';
const VOCAB = '/api/docs.jsonld#';

const ERROR_PROPERTIES = ['title', 'detail', 'status', 'type', 'description'];
const VIOLATION_PROPERTIES = ['status', 'title', 'detail', 'description', 'violations'];

function collectionResources(app: FastifyInstance): ApiResource[] {
  return app.apiResources.list().filter((r) => r.collection);
}

export function buildEntrypoint(app: FastifyInstance) {
  const links: Record<string, string> = {};
  for (const resource of collectionResources(app))
    links[entrypointKey(resource.type)] = resource.collection as string;
  return { '@context': '/api/contexts/Entrypoint', '@id': '/api', '@type': 'Entrypoint', ...links };
}

function contextTerms(type: string, properties: string[]) {
  const terms: Record<string, string> = {};
  for (const property of properties) terms[property] = `${type}/${property}`;
  return terms;
}

/** The JSON-LD context of one type, or undefined when the type is unknown. */
export function buildContext(app: FastifyInstance, type: string) {
  const base = { '@vocab': VOCAB, hydra: HYDRA };
  if (type === 'Entrypoint') {
    const terms: Record<string, { '@id': string; '@type': '@id' }> = {};
    for (const r of collectionResources(app)) {
      terms[entrypointKey(r.type)] = { '@id': `Entrypoint/${entrypointKey(r.type)}`, '@type': '@id' };
    }
    return { '@context': { ...base, Entrypoint: 'Entrypoint', ...terms } };
  }
  if (type === 'Error') return { '@context': { ...base, ...contextTerms('Error', ERROR_PROPERTIES) } };
  if (type === 'ConstraintViolation') {
    return { '@context': { ...base, ...contextTerms('ConstraintViolation', VIOLATION_PROPERTIES) } };
  }
  const resource = app.apiResources.get(type);
  if (!resource) return undefined;
  return { '@context': { ...base, [type]: type, ...contextTerms(type, resourceProperties(resource)) } };
}

function supportedClass(type: string, title: string, properties: string[], description?: string) {
  return {
    '@id': `#${type}`,
    '@type': 'hydra:Class',
    'rdfs:label': type,
    'hydra:title': title,
    ...(description ? { 'hydra:description': description } : {}),
    'hydra:supportedProperty': properties.map((property) => ({
      '@type': 'hydra:SupportedProperty',
      'hydra:property': { '@id': `#${type}/${property}`, '@type': 'rdf:Property', 'rdfs:label': property },
      'hydra:title': property,
      'hydra:readable': true,
      'hydra:writeable': false,
    })),
  };
}

/** The Hydra ApiDocumentation: entrypoint plus one supportedClass per registered resource. */
export function buildApiDocumentation(app: FastifyInstance) {
  const resources = app.apiResources.list();
  return {
    '@context': {
      '@vocab': VOCAB,
      hydra: HYDRA,
      rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
      rdfs: 'http://www.w3.org/2000/01/rdf-schema#',
      xsd: 'http://www.w3.org/2001/XMLSchema#',
      domain: { '@id': 'rdfs:domain', '@type': '@id' },
      range: { '@id': 'rdfs:range', '@type': '@id' },
    },
    '@id': '/api/docs.jsonld',
    '@type': 'hydra:ApiDocumentation',
    'hydra:title': 'Good Food Jobs API',
    'hydra:description': 'Jobs in sustainable food and agriculture.',
    'hydra:entrypoint': '/api',
    'hydra:supportedClass': [
      ...resources.map((r) =>
        supportedClass(r.type, r.title ?? r.type, resourceProperties(r), r.description),
      ),
      supportedClass(
        'Entrypoint',
        'The API entrypoint',
        collectionResources(app).map((r) => entrypointKey(r.type)),
      ),
      supportedClass('Error', 'An error', ERROR_PROPERTIES),
      supportedClass('ConstraintViolation', 'A constraint violation', VIOLATION_PROPERTIES),
    ],
  };
}

/** GET /api, /api/docs.jsonld and /api/contexts/:type. Registered inside the /api scope. */
export async function apiDocumentationRoutes(api: FastifyInstance): Promise<void> {
  const hidden = { schema: { hide: true } };
  api.get('/', hidden, async () => buildEntrypoint(api));
  api.get('/docs.jsonld', hidden, async () => buildApiDocumentation(api));
  api.get<{ Params: { type: string } }>('/contexts/:type', hidden, async (request) => {
    const context = buildContext(api, request.params.type);
    if (!context) throw new NotFoundError();
    return context;
  });
}
