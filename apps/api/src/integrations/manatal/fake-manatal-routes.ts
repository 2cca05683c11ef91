import type { FakeManatalData } from './fake-manatal-data';

/** What the fake answers: a status, a JSON body, and sometimes headers. */
export type FakeAnswer = { status: number; body: unknown; headers?: Record<string, string> };

export const API_PREFIX = '/open/v3';
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

const notFound: FakeAnswer = { status: 404, body: { detail: 'Not found.' } };
const invalidPage: FakeAnswer = { status: 404, body: { detail: 'Invalid page.' } };

type Collection = 'organizations' | 'jobs' | 'candidates';

/**
 * Answers one authenticated GET the way Manatal's Django REST Framework API does. `origin` (from the Host
 * header, like DRF's absolute URLs) builds the `next`/`previous` links.
 */
export function answerManatalGet(data: FakeManatalData, url: URL, origin: string): FakeAnswer {
  const path = url.pathname.slice(API_PREFIX.length);
  if (!path.endsWith('/')) {
    // Django's APPEND_SLASH: a GET without the trailing slash is redirected to the slashed path.
    return { status: 301, body: '', headers: { location: `${url.pathname}/${url.search}` } };
  }
  const [resource, idText, sub, ...rest] = path.split('/').filter(Boolean);
  if (rest.length > 0) return notFound;
  const id = idText === undefined ? undefined : /^\d+$/.test(idText) ? Number(idText) : Number.NaN;
  if (Number.isNaN(id)) return notFound;
  const collections = { organizations: data.organizations, jobs: data.jobs, candidates: data.candidates };
  if (resource !== 'organizations' && resource !== 'jobs' && resource !== 'candidates') return notFound;
  const items: readonly (Row & { id: number })[] = collections[resource];
  if (id === undefined) {
    const filters = filtersFor[resource](url.searchParams);
    if (!Array.isArray(filters)) return filters;
    return paginate(
      items.filter((item) => filters.every((keep) => keep(item))),
      url,
      origin,
    );
  }
  const item = items.find((candidate) => candidate.id === id);
  if (!item) return notFound;
  if (sub === undefined) return { status: 200, body: item };
  if (resource !== 'candidates') return notFound;
  // Notes come back as a bare array; experiences in the paginated envelope (both shapes occur upstream).
  if (sub === 'notes') return { status: 200, body: data.notes.get(id as number) ?? [] };
  if (sub === 'experiences') return paginate(data.experiences.get(id as number) ?? [], url, origin);
  return notFound;
}

function paginate(items: readonly unknown[], url: URL, origin: string): FakeAnswer {
  const requestedSize = Number.parseInt(url.searchParams.get('page_size') ?? '', 10);
  const pageSize = requestedSize > 0 ? Math.min(requestedSize, MAX_PAGE_SIZE) : DEFAULT_PAGE_SIZE;
  const pageText = url.searchParams.get('page') ?? '1';
  const page = /^\d+$/.test(pageText) ? Number(pageText) : 0;
  const pages = Math.max(1, Math.ceil(items.length / pageSize));
  if (page < 1 || page > pages) return invalidPage;
  const link = (target: number) => {
    const out = new URL(`${url.pathname}${url.search}`, origin);
    if (target === 1) out.searchParams.delete('page');
    else out.searchParams.set('page', String(target));
    return out.href;
  };
  return {
    status: 200,
    body: {
      count: items.length,
      next: page < pages ? link(page + 1) : null,
      previous: page > 1 ? link(page - 1) : null,
      results: items.slice((page - 1) * pageSize, page * pageSize),
    },
  };
}

type Row = Record<string, unknown>;
type Predicate = (item: Row) => boolean;

/** `?<field>__gte=<datetime>` as a predicate, or a DRF-style 400 naming the parameter. */
function since(query: URLSearchParams, field: 'updated_at' | 'created_at'): Predicate[] | FakeAnswer {
  const param = `${field}__gte`;
  const value = query.get(param);
  if (value === null) return [];
  const threshold = Date.parse(value);
  if (Number.isNaN(threshold)) return { status: 400, body: { [param]: ['Enter a valid date/time.'] } };
  return [(item) => Date.parse(String(item[field])) >= threshold];
}

/** `?<param>=<value>` matching a field exactly (case-insensitively, as an email should). */
function equals(query: URLSearchParams, param: string, field = param): Predicate[] {
  const value = query.get(param);
  if (value === null) return [];
  return [(item) => String(item[field] ?? '').toLowerCase() === value.toLowerCase()];
}

function combine(...parts: (Predicate[] | FakeAnswer)[]): Predicate[] | FakeAnswer {
  const predicates: Predicate[] = [];
  for (const part of parts) {
    if (!Array.isArray(part)) return part;
    predicates.push(...part);
  }
  return predicates;
}

/** The filters our client and sync use, per collection. */
const filtersFor: Record<Collection, (query: URLSearchParams) => Predicate[] | FakeAnswer> = {
  organizations: (query) => combine(since(query, 'updated_at'), equals(query, 'name')),
  jobs: (query) =>
    combine(
      since(query, 'updated_at'),
      equals(query, 'status'),
      equals(query, 'organization_id', 'organization'),
    ),
  candidates: (query) =>
    combine(
      since(query, 'updated_at'),
      since(query, 'created_at'),
      equals(query, 'email'),
      equals(query, 'full_name'),
    ),
};
