import {
  badIds,
  badQueryValues,
  badValuesFor,
  hostileStrings,
  nulText,
  twoMegabytes,
  typesOf,
} from './bad-values';
import { credentialCases } from './credential-cases';
import type { JsonSchema, Operation } from './openapi-operations';

/** A request the API must refuse with a 4xx in its error format, changing nothing. */
export type BadInputCase = {
  name: string;
  method: Operation['method'];
  url: string;
  /** Replaces the admin's `Authorization` header; null sends none. */
  authorization?: string | null;
  contentType?: string;
  payload?: string;
  /** The status the kind of fault decides (401, 413, 415); any 4xx otherwise. */
  status?: number;
};

/** A request the route accepts (from the authorization matrix); each case breaks one thing in it. */
export type ValidRequest = { url: string; body?: unknown };
type Body = Record<string, unknown>;

const json = 'application/json';

function withPathId(operation: Operation, url: string, id: string): string {
  const [pathname = '', search] = url.split('?');
  const template = operation.path.split('/');
  const segments = pathname
    .split('/')
    .map((segment, i) => (template[i] === '{id}' ? encodeURIComponent(id) : segment));
  return segments.join('/') + (search === undefined ? '' : `?${search}`);
}

function withQuery(url: string, name: string, values: string[] | null): string {
  const [pathname = '', search = ''] = url.split('?');
  const query = new URLSearchParams(search);
  query.delete(name);
  for (const value of values ?? []) query.append(name, value);
  const text = query.toString();
  return text ? `${pathname}?${text}` : pathname;
}

function pathIdCases(operation: Operation, valid: ValidRequest): BadInputCase[] {
  if (!operation.pathParameters.includes('id')) return [];
  return badIds.map((id) => ({
    name: `path id ${JSON.stringify(id)}`,
    method: operation.method,
    url: withPathId(operation, valid.url, id),
    ...(valid.body === undefined ? {} : { contentType: json, payload: JSON.stringify(valid.body) }),
  }));
}

function queryCases(operation: Operation, valid: ValidRequest): BadInputCase[] {
  const body = valid.body === undefined ? {} : { contentType: json, payload: JSON.stringify(valid.body) };
  return operation.query.flatMap(({ name, required, schema }) => {
    const values = badQueryValues(schema).map((value) => ({
      name: `query ${name}=${value.length > 40 ? `<${value.length} chars>` : value}`,
      url: withQuery(valid.url, name, [value]),
    }));
    const member = schema.anyOf?.find((m) => m.type === 'array');
    if (member?.maxItems !== undefined) {
      const repeated = Array.from({ length: member.maxItems + 1 }, (_, i) => `v${i}`);
      values.push({
        name: `query ${name} repeated ${repeated.length} times`,
        url: withQuery(valid.url, name, repeated),
      });
    }
    if (required) values.push({ name: `query ${name} missing`, url: withQuery(valid.url, name, null) });
    return values.map((value) => ({ ...value, method: operation.method, ...body }));
  });
}

/** Whole bodies that are not the object the route takes. */
function bodyShapeCases(validBody: unknown): Array<Omit<BadInputCase, 'method' | 'url'>> {
  return [
    { name: 'malformed JSON', contentType: json, payload: '{"name": ' },
    { name: 'empty JSON body', contentType: json, payload: '' },
    { name: 'a JSON array', contentType: json, payload: JSON.stringify([validBody]) },
    { name: 'a JSON string', contentType: json, payload: '"just a string"' },
    { name: 'JSON null', contentType: json, payload: 'null' },
    { name: 'a JSON number', contentType: json, payload: '42' },
    { name: 'an unsupported content type', contentType: 'application/xml', payload: '<a/>', status: 415 },
  ];
}

type Mutation = { name: string; body: Body };

/** Each required property missing and each property given each value it must refuse, one at a time. */
function propertyMutations(schema: JsonSchema, body: Body, prefix = ''): Mutation[] {
  const mutations: Mutation[] = [];
  for (const [property, propertySchema] of Object.entries(schema.properties ?? {})) {
    const path = `${prefix}${property}`;
    if (schema.required?.includes(property)) {
      const { [property]: _dropped, ...rest } = body;
      mutations.push({ name: `${path} missing`, body: rest });
    }
    for (const bad of badValuesFor(propertySchema)) {
      mutations.push({ name: `${path} is ${bad.label}`, body: { ...body, [property]: bad.value } });
    }
    // Arrays of objects: break the first item's properties the same way.
    const items = propertySchema.items;
    const first = (body[property] as unknown[] | undefined)?.[0];
    if (items?.type === 'object' && first && typeof first === 'object') {
      for (const nested of propertyMutations(items, first as Body, `${path}[0].`)) {
        mutations.push({ name: nested.name, body: { ...body, [property]: [nested.body] } });
      }
    }
  }
  return mutations;
}

function isFreeText(schema: JsonSchema): boolean {
  return schema.type === 'string' && !schema.enum && !schema.format;
}

/** The route's body with one field other than `keep` broken, or null when there is no other field to break. */
function breakOtherField(schema: JsonSchema, body: Body, keep: string): Mutation | null {
  const required = schema.required?.find((p) => p !== keep);
  if (required) {
    const { [required]: _dropped, ...rest } = body;
    return { name: `${required} missing`, body: rest };
  }
  for (const [property, propertySchema] of Object.entries(schema.properties ?? {})) {
    const bad = property === keep ? undefined : badValuesFor(propertySchema)[0];
    if (bad) return { name: `${property} is ${bad.label}`, body: { ...body, [property]: bad.value } };
  }
  return null;
}

/**
 * HTML, SQL and unicode in each free-text field, in a body that also breaks another field (or, failing one, the
 * path id): the request must still be refused, whatever the text does to a layer that reads it.
 */
function hostileTextCases(operation: Operation, schema: JsonSchema, valid: ValidRequest): BadInputCase[] {
  const body = (valid.body ?? {}) as Body;
  return Object.entries(schema.properties ?? {})
    .filter(([, propertySchema]) => isFreeText(propertySchema))
    .flatMap(([property]) =>
      hostileStrings.flatMap((text) => {
        const broken = breakOtherField(schema, { ...body, [property]: text }, property);
        const url = broken ? valid.url : withPathId(operation, valid.url, '0');
        if (!broken && url === valid.url) return [];
        return [
          {
            name: `${property} holds ${JSON.stringify(text)} and ${broken?.name ?? 'the path id is 0'}`,
            method: operation.method,
            url,
            contentType: json,
            payload: JSON.stringify(broken?.body ?? { ...body, [property]: text }),
          },
        ];
      }),
    );
}

/**
 * A NUL character in one text field (body property, or any query parameter) of a request that is otherwise
 * valid, so it would reach the database if it passed: 400 on every route, never the 500 PostgreSQL's refusal gave.
 */
function nulTextCases(operation: Operation, valid: ValidRequest): BadInputCase[] {
  const body = (valid.body ?? {}) as Body;
  const withBody = valid.body === undefined ? {} : { contentType: json, payload: JSON.stringify(body) };
  const inQuery = operation.query.map(({ name }) => ({
    name: `query ${name} holds a NUL character`,
    method: operation.method,
    url: withQuery(valid.url, name, [nulText]),
    ...withBody,
    status: 400,
  }));
  const inBody = Object.entries(operation.body?.properties ?? {})
    .filter(([, schema]) => typesOf(schema).includes('string'))
    .map(([property]) => ({
      name: `${property} holds a NUL character`,
      method: operation.method,
      url: valid.url,
      contentType: json,
      payload: JSON.stringify({ ...body, [property]: nulText }),
      status: 400,
    }));
  return [...inQuery, ...inBody];
}

function bodyCases(operation: Operation, valid: ValidRequest): BadInputCase[] {
  const schema = operation.body;
  if (!schema && operation.method !== 'GET') {
    // A route without a body still parses one it is sent.
    return [
      {
        method: operation.method,
        url: valid.url,
        name: 'malformed JSON',
        contentType: json,
        payload: '{"x": ',
      },
    ];
  }
  if (!schema) return [];
  const body = (valid.body ?? {}) as Body;
  const request = { method: operation.method, url: valid.url };
  const textField =
    Object.entries(schema.properties ?? {}).find(([, s]) => s.type === 'string')?.[0] ?? 'padding';
  return [
    ...bodyShapeCases(valid.body).map((c) => ({ ...request, ...c })),
    ...propertyMutations(schema, body).map((m) => ({
      ...request,
      name: m.name,
      contentType: json,
      payload: JSON.stringify(m.body),
    })),
    ...hostileTextCases(operation, schema, valid),
    {
      ...request,
      name: `${textField} is a 2 MB string`,
      contentType: json,
      payload: JSON.stringify({ ...body, [textField]: twoMegabytes }),
      status: 413,
    },
  ];
}

/** Every bad-input case for one operation, built by breaking one thing at a time in a request it accepts. */
export function badInputCases(options: {
  operation: Operation;
  valid: ValidRequest;
  needsSession: boolean;
  adminToken: string;
}): BadInputCase[] {
  const { operation, valid } = options;
  return [
    ...(options.needsSession ? credentialCases(operation, valid, options.adminToken) : []),
    ...pathIdCases(operation, valid),
    ...queryCases(operation, valid),
    ...bodyCases(operation, valid),
    ...nulTextCases(operation, valid),
  ];
}
