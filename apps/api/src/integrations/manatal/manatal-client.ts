import type { z } from 'zod';
import { ManatalError } from './manatal-errors';
import { createManatalHttp, type ManatalHttp, type ManatalHttpOptions } from './manatal-http';
import {
  type ManatalCandidate,
  type ManatalExperience,
  type ManatalJob,
  type ManatalNote,
  type ManatalOrganization,
  manatalCandidateSchema,
  manatalExperienceSchema,
  manatalJobSchema,
  manatalNoteSchema,
  manatalOrganizationSchema,
  manatalPageSchema,
} from './manatal-schemas';
import { validateItems, validateUpstream } from './manatal-validate';

export type ManatalClientOptions = ManatalHttpOptions;

/** Only records changed at or after this moment; a Date or an ISO string as Manatal understands it. */
export type ListOptions = { updatedSince?: Date | string };

/** The slice of the Manatal Open API v3 this product reads. Lists yield validated pages of up to 100 items. */
export type ManatalClient = {
  listOrganizations(options?: ListOptions): AsyncIterable<ManatalOrganization[]>;
  listJobs(options?: ListOptions): AsyncIterable<ManatalJob[]>;
  listCandidates(options?: ListOptions): AsyncIterable<ManatalCandidate[]>;
  getOrganization(id: number): Promise<ManatalOrganization>;
  getJob(id: number): Promise<ManatalJob>;
  getCandidate(id: number): Promise<ManatalCandidate>;
  /** Every note of the candidate, whichever list shape Manatal answers with. */
  getCandidateNotes(id: number): Promise<ManatalNote[]>;
  getCandidateExperiences(id: number): Promise<ManatalExperience[]>;
};

export const PAGE_SIZE = 100;

/**
 * A client of the real Manatal Open API v3 (or of the fake, which speaks the same HTTP).
 * @example
 * const manatal = createManatalClient({ baseUrl: config.MANATAL_API_URL, token: config.MANATAL_API_TOKEN });
 * for await (const page of manatal.listCandidates({ updatedSince })) await saveCandidates(page);
 */
export function createManatalClient(options: ManatalClientOptions): ManatalClient {
  const http = createManatalHttp(options);
  const url = (path: string, query: Record<string, string> = {}) => {
    const target = new URL(`${http.baseUrl}/${path.replace(/^\/+/, '')}`);
    for (const [key, value] of Object.entries(query)) target.searchParams.set(key, value);
    return target;
  };
  const listQuery = ({ updatedSince }: ListOptions = {}) => ({
    page_size: String(PAGE_SIZE),
    ...(updatedSince === undefined ? {} : { updated_at__gte: manatalTimestamp(updatedSince) }),
  });
  const getOne = async <T extends z.ZodType>(schema: T, path: string, what: string): Promise<z.output<T>> => {
    const target = url(path);
    return validateUpstream(schema, await http.getJson(target), { what, where: `GET ${target.pathname}` });
  };
  const collect = async <T extends z.ZodType>(schema: T, path: string, what: string) => {
    const all: z.output<T>[] = [];
    for await (const page of paginate(http, url(path, { page_size: String(PAGE_SIZE) }), schema, what)) {
      all.push(...page);
    }
    return all;
  };

  return {
    listOrganizations: (options) =>
      paginate(http, url('organizations/', listQuery(options)), manatalOrganizationSchema, 'organization'),
    listJobs: (options) => paginate(http, url('jobs/', listQuery(options)), manatalJobSchema, 'job'),
    listCandidates: (options) =>
      paginate(http, url('candidates/', listQuery(options)), manatalCandidateSchema, 'candidate'),
    getOrganization: (id) =>
      getOne(manatalOrganizationSchema, `organizations/${safeId(id)}/`, 'organization'),
    getJob: (id) => getOne(manatalJobSchema, `jobs/${safeId(id)}/`, 'job'),
    getCandidate: (id) => getOne(manatalCandidateSchema, `candidates/${safeId(id)}/`, 'candidate'),
    getCandidateNotes: (id) => collect(manatalNoteSchema, `candidates/${safeId(id)}/notes/`, 'note'),
    getCandidateExperiences: (id) =>
      collect(manatalExperienceSchema, `candidates/${safeId(id)}/experiences/`, 'experience'),
  };
}

/**
 * Follows `next` until it is null. Accepts the paginated envelope or a bare array (one page). `next` must stay
 * on the configured origin: the token is never sent anywhere else.
 */
async function* paginate<T extends z.ZodType>(
  http: ManatalHttp,
  first: URL,
  schema: T,
  what: string,
): AsyncGenerator<z.output<T>[]> {
  const seen = new Set<string>();
  let next: URL | null = first;
  while (next) {
    const current: URL = next;
    const where = `GET ${current.pathname}${current.search}`;
    if (seen.has(current.href)) {
      throw new ManatalError('invalid_response', `Manatal pagination looped back to ${where}`, {
        field: 'next',
      });
    }
    seen.add(current.href);
    const body = await http.getJson(current);
    if (Array.isArray(body)) {
      yield validateItems(schema, body, { what, where, prefix: [] });
      return;
    }
    const page = validateUpstream(manatalPageSchema, body, { what: `page of ${what}s`, where });
    yield validateItems(schema, page.results, { what, where, prefix: ['results'] });
    next = page.next ? resolveNext(http.baseUrl, page.next, where) : null;
  }
}

function resolveNext(baseUrl: string, next: string, where: string): URL {
  const base = new URL(baseUrl);
  let url: URL;
  try {
    url = new URL(next, `${baseUrl}/`);
  } catch {
    throw new ManatalError('invalid_response', `Manatal sent an unusable next link for ${where}`, {
      field: 'next',
    });
  }
  if (url.origin !== base.origin) {
    throw new ManatalError(
      'invalid_response',
      `Manatal's next link for ${where} leaves ${base.origin}: ${url.origin}`,
      {
        field: 'next',
      },
    );
  }
  return url;
}

function safeId(id: number): number {
  if (!Number.isSafeInteger(id) || id < 1) throw new RangeError(`Not a Manatal id: ${id}`);
  return id;
}

/** Manatal writes datetimes as `2020-11-25T01:47:27Z`: UTC, no milliseconds. */
function manatalTimestamp(value: Date | string): string {
  if (typeof value === 'string') return value;
  return value.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
