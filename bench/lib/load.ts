import autocannon, { type Request } from 'autocannon';

/** What one load run reports: throughput, latency, and answers by kind. */
export type LoadFigures = {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** 409 answers: correct refusals of a booking that overlaps another, not errors. */
  conflicts: number;
  /** Socket errors, timeouts and every non-2xx answer other than 409. */
  errors: number;
  statuses: Record<string, number>;
};

export type LoadOptions = {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** One request template; `next` (when given) rewrites it before each send. */
  method?: 'GET' | 'POST';
  path: string;
  next?: () => { path?: string; body?: string };
};

/** Runs autocannon against one route on loopback and folds its result into `LoadFigures`. */
export async function runLoad(options: LoadOptions): Promise<LoadFigures> {
  const { next } = options;
  const request: Request = {
    method: options.method ?? 'GET',
    path: options.path,
    headers: options.method === 'POST' ? { 'content-type': 'application/json' } : {},
    ...(next
      ? {
          setupRequest: (req: Request) => {
            const change = next();
            return { ...req, ...change };
          },
        }
      : {}),
  };
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    timeout: 10,
    headers: options.headers ?? {},
    requests: [request],
  });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]),
  );
  const conflicts = statuses['409'] ?? 0;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    conflicts,
    // autocannon counts timeouts among its errors.
    errors: result.errors + result.non2xx - conflicts,
    statuses,
  };
}
