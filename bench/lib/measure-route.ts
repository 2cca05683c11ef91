import { median, quantile, round } from './stats';

export type RouteFigures = {
  requests: number;
  errors: number;
  medianMs: number;
  p95Ms: number;
  minMs: number;
  maxMs: number;
  /** Median size of an answer: free slots (slot search) or options (Find a time). */
  medianItems: number;
  targetMs: number;
};

/** One request after another (what one recruiter waits), each timed from send to its body read. */
export async function measureRoute(options: {
  url: string;
  token: string;
  path: (i: number) => string;
  /** The size of an answer (slots, options, bytes), from its body. */
  items: (body: Buffer) => number;
  warmups: number;
  requests: number;
  targetMs: number;
}): Promise<RouteFigures> {
  const headers = { authorization: `Bearer ${options.token}` };
  const times: number[] = [];
  const items: number[] = [];
  let errors = 0;
  for (let i = 0; i < options.warmups + options.requests; i++) {
    const started = performance.now();
    const response = await fetch(`${options.url}${options.path(i)}`, { headers });
    const body = Buffer.from(await response.arrayBuffer());
    const ms = performance.now() - started;
    if (i < options.warmups) continue;
    if (response.status !== 200) {
      errors++;
      if (errors === 1) console.error(`  ${response.status}: ${body.toString().slice(0, 300)}`);
      continue;
    }
    times.push(ms);
    items.push(options.items(body));
  }
  return {
    requests: options.requests,
    errors,
    medianMs: round(median(times)),
    p95Ms: round(quantile(times, 0.95)),
    minMs: round(Math.min(...times)),
    maxMs: round(Math.max(...times)),
    medianItems: median(items),
    targetMs: options.targetMs,
  };
}
