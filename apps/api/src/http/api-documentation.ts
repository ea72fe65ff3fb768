import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotFoundError } from './errors.ts';
import { describeProperties, type PropertyDoc } from './hydra-properties.ts';
import { naming } from './openapi-operations.ts';
import { requestOrigin } from './request-origin.ts';
import { type ApiResource, entrypointKey, resourceProperties } from './resources.ts';
import type { RouteRecord } from './route-access.ts';

const HYDRA = 'http://www.w3.org/ns/hydra/core#';

const ERROR_PROPERTIES = ['title', 'detail', 'status', 'type', 'description'];
const VIOLATION_PROPERTIES = ['status', 'title', 'detail', 'description', 'violations'];

/** Collection and paging keys read as Hydra's own terms (API Platform's unprefixed output). */
const HYDRA_TERMS = {
  Collection: 'hydra:Collection',
  PartialCollectionView: 'hydra:PartialCollectionView',
  IriTemplate: 'hydra:IriTemplate',
  IriTemplateMapping: 'hydra:IriTemplateMapping',
  member: 'hydra:member',
  totalItems: 'hydra:totalItems',
  view: 'hydra:view',
  first: { '@id': 'hydra:first', '@type': '@id' },
  last: { '@id': 'hydra:last', '@type': '@id' },
  previous: { '@id': 'hydra:previous', '@type': '@id' },
  next: { '@id': 'hydra:next', '@type': '@id' },
  search: 'hydra:search',
  template: 'hydra:template',
  variableRepresentation: 'hydra:variableRepresentation',
  mapping: 'hydra:mapping',
  variable: 'hydra:variable',
  property: 'hydra:property',
  required: 'hydra:required',
};

/** The vocabulary is the documentation itself, absolute so that JSON-LD processors agree on it. */
function vocab(request: FastifyRequest): string {
  return `${requestOrigin(request)}/api/docs.jsonld#`;
}

function collectionResources(app: FastifyInstance): ApiResource[] {
  return app.apiResources.list().filter((r) => r.collection);
}

export function buildEntrypoint(app: FastifyInstance) {
  const links: Record<string, string> = {};
  for (const resource of collectionResources(app))
    links[entrypointKey(resource.type)] = resource.collection as string;
  return { '@context': '/api/contexts/Entrypoint', '@id': '/api', '@type': 'Entrypoint', ...links };
}

function contextTerms(type: string, properties: string[], relations: Record<string, string> = {}) {
  const terms: Record<string, string | { '@id': string; '@type': '@id' }> = {};
  for (const property of properties) {
    terms[property] = relations[property]
      ? { '@id': `${type}/${property}`, '@type': '@id' }
      : `${type}/${property}`;
  }
  return terms;
}

/** The JSON-LD context of one type, or undefined when the type is unknown. */
export function buildContext(app: FastifyInstance, request: FastifyRequest, type: string) {
  const base = { '@vocab': vocab(request), hydra: HYDRA, ...HYDRA_TERMS };
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
  return {
    '@context': {
      ...base,
      [type]: type,
      ...contextTerms(type, resourceProperties(resource), resource.relations),
    },
  };
}

const ACTIONS: Record<string, string> = {
  GET: 'schema:FindAction',
  POST: 'schema:CreateAction',
  PUT: 'schema:ReplaceAction',
  PATCH: 'schema:UpdateAction',
  DELETE: 'schema:DeleteAction',
};

/** Where an operation is: the collection's path, the item's, or a sub-path of the item (an action). */
type OperationPlace = 'collection' | 'item' | 'action';

function operation(
  app: FastifyInstance,
  type: string,
  method: string,
  route: RouteRecord,
  place: OperationPlace,
) {
  const title = naming(app.apiResources, route, method).summary;
  const returns =
    method === 'DELETE'
      ? 'owl:Nothing'
      : place === 'collection' && method === 'GET'
        ? 'hydra:Collection'
        : `#${type}`;
  // An action expects a body only when its route has one (Post again has none).
  const hasBody =
    (method === 'POST' || method === 'PUT' || method === 'PATCH') &&
    (place !== 'action' || route.schema?.body !== undefined);
  return {
    '@type': ['hydra:Operation', ACTIONS[method] ?? 'schema:Action'],
    'hydra:method': method,
    'hydra:title': title,
    'rdfs:label': title,
    // Hydra has no word for an operation's own address: an action says it in its description.
    ...(place === 'action'
      ? { 'hydra:description': `${method} ${route.url.replace(/:(\w+)/g, '{$1}')}` }
      : {}),
    ...(hasBody ? { expects: `#${type}` } : {}),
    ...(method === 'PATCH'
      ? { expectsHeader: [{ headerName: 'Content-Type', possibleValue: ['application/merge-patch+json'] }] }
      : {}),
    returns,
  };
}

/**
 * A resource's actions (decision 061), where API Platform puts its custom operations: a POST with
 * the collection's operations (it lists every POST there), any other method with the item's.
 */
function actionsAt(app: FastifyInstance, resource: ApiResource, place: 'collection' | 'item') {
  return app.apiResources
    .operationsOf(resource)
    .actions.filter(({ method }) => (method === 'POST') === (place === 'collection'))
    .map(({ method, route }) => operation(app, resource.type, method, route, 'action'));
}

function supportedProperty(type: string, doc: PropertyDoc) {
  return {
    '@type': 'hydra:SupportedProperty',
    'hydra:property': {
      '@id': `#${type}/${doc.name}`,
      '@type': doc.isLink ? 'hydra:Link' : 'rdf:Property',
      'rdfs:label': doc.name,
      domain: `#${type}`,
      range: doc.range,
      // A single relation or embedded resource; without it, API Platform Admin reads a list.
      ...(doc.range.startsWith('#') && !doc.isMany ? { 'owl:maxCardinality': 1 } : {}),
    },
    'hydra:title': doc.name,
    'hydra:required': doc.required,
    'hydra:readable': doc.readable,
    'hydra:writeable': doc.writeable,
    ...(doc.description ? { 'hydra:description': doc.description } : {}),
  };
}

function resourceClass(app: FastifyInstance, resource: ApiResource) {
  const operations = app.apiResources.operationsOf(resource);
  return {
    '@id': `#${resource.type}`,
    '@type': 'hydra:Class',
    'rdfs:label': resource.type,
    'hydra:title': resource.title ?? resource.type,
    ...(resource.description ? { 'hydra:description': resource.description } : {}),
    'hydra:supportedProperty': describeProperties(app.apiResources, resource).map((doc) =>
      supportedProperty(resource.type, doc),
    ),
    'hydra:supportedOperation': [
      ...operations.item.map(({ method, route }) => operation(app, resource.type, method, route, 'item')),
      ...actionsAt(app, resource, 'item'),
    ],
  };
}

/** An entrypoint property: a typed link to a collection, with the collection's operations. */
function entrypointProperty(app: FastifyInstance, resource: ApiResource) {
  const key = entrypointKey(resource.type);
  const label = `The collection of ${resource.type} resources`;
  return {
    '@type': 'hydra:SupportedProperty',
    'hydra:property': {
      '@id': `#Entrypoint/${key}`,
      '@type': 'hydra:Link',
      domain: '#Entrypoint',
      'rdfs:label': label,
      'rdfs:range': [
        { '@id': 'hydra:Collection' },
        {
          'owl:equivalentClass': {
            'owl:onProperty': { '@id': 'hydra:member' },
            'owl:allValuesFrom': { '@id': `#${resource.type}` },
          },
        },
      ],
      'hydra:supportedOperation': [
        ...app.apiResources
          .operationsOf(resource)
          .collection.map(({ method, route }) => operation(app, resource.type, method, route, 'collection')),
        ...actionsAt(app, resource, 'collection'),
      ],
    },
    'hydra:title': label,
    'hydra:readable': true,
    'hydra:writeable': false,
  };
}

function plainClass(type: string, title: string, properties: string[]) {
  return {
    '@id': `#${type}`,
    '@type': 'hydra:Class',
    'rdfs:label': type,
    'hydra:title': title,
    'hydra:supportedProperty': properties.map((property) => ({
      '@type': 'hydra:SupportedProperty',
      'hydra:property': {
        '@id': `#${type}/${property}`,
        '@type': 'rdf:Property',
        'rdfs:label': property,
        domain: `#${type}`,
        range: property === 'status' ? 'xsd:integer' : 'xsd:string',
      },
      'hydra:title': property,
      'hydra:required': false,
      'hydra:readable': true,
      'hydra:writeable': false,
    })),
  };
}

/**
 * The Hydra ApiDocumentation in the shape API Platform writes it, which is what its
 * api-doc-parser and Admin read: a class per resource with typed properties and the operations
 * its routes really offer, and an Entrypoint whose properties link to the collections.
 */
export function buildApiDocumentation(app: FastifyInstance, request: FastifyRequest) {
  const resources = app.apiResources.list();
  return {
    '@context': {
      '@vocab': vocab(request),
      hydra: HYDRA,
      rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
      rdfs: 'http://www.w3.org/2000/01/rdf-schema#',
      xsd: 'http://www.w3.org/2001/XMLSchema#',
      owl: 'http://www.w3.org/2002/07/owl#',
      schema: 'https://schema.org/',
      domain: { '@id': 'rdfs:domain', '@type': '@id' },
      range: { '@id': 'rdfs:range', '@type': '@id' },
      subClassOf: { '@id': 'rdfs:subClassOf', '@type': '@id' },
      expects: { '@id': 'hydra:expects', '@type': '@id' },
      returns: { '@id': 'hydra:returns', '@type': '@id' },
    },
    '@id': '/api/docs.jsonld',
    '@type': 'hydra:ApiDocumentation',
    'hydra:title': 'Good Food Jobs API',
    'hydra:description': 'Jobs in sustainable food and agriculture.',
    'hydra:entrypoint': '/api',
    'hydra:supportedClass': [
      ...resources.map((r) => resourceClass(app, r)),
      {
        '@id': '#Entrypoint',
        '@type': 'hydra:Class',
        'hydra:title': 'The API entrypoint',
        'hydra:supportedProperty': collectionResources(app).map((r) => entrypointProperty(app, r)),
        'hydra:supportedOperation': {
          '@type': 'hydra:Operation',
          'hydra:method': 'GET',
          'rdfs:label': 'The API entrypoint.',
          returns: '#Entrypoint',
        },
      },
      plainClass('Error', 'An error', ERROR_PROPERTIES),
      plainClass('ConstraintViolation', 'A constraint violation', VIOLATION_PROPERTIES),
    ],
  };
}

/** GET /api, /api/docs.jsonld and /api/contexts/:type. Registered inside the /api scope. */
export async function apiDocumentationRoutes(api: FastifyInstance): Promise<void> {
  const hidden = { schema: { hide: true } };
  api.get('/', hidden, async () => buildEntrypoint(api));
  api.get('/docs.jsonld', hidden, async (request) => buildApiDocumentation(api, request));
  api.get<{ Params: { type: string } }>('/contexts/:type', hidden, async (request) => {
    const context = buildContext(api, request, request.params.type);
    if (!context) throw new NotFoundError();
    return context;
  });
}
