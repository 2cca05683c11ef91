import { Agent, request } from 'node:http';

export type HttpAnswer = {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
};
export type HttpCall = {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  token?: string;
  body?: unknown;
  agent?: Agent;
  timeoutMs?: number;
  /** Called once the whole request has been handed to the operating system (written to the socket). */
  onWritten?: () => void;
};

/** A keep-alive connection pool, as a browser or a load balancer keeps one. */
export const keepAliveAgent = (maxSockets: number) => new Agent({ keepAlive: true, maxSockets });

/**
 * One HTTP request with node:http, so socket failures surface as themselves (ECONNRESET, ECONNREFUSED, "socket
 * hang up") instead of a generic fetch error. Resolves only with a complete response; rejects otherwise.
 */
export function call(baseUrl: string, options: HttpCall): Promise<HttpAnswer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = request(
      `${baseUrl}${options.path}`,
      {
        method: options.method,
        agent: options.agent ?? false,
        headers: {
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
        timeout: options.timeoutMs ?? 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          if (!res.complete) reject(new Error('response cut off'));
          else
            resolve({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              headers: res.headers,
            });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${options.timeoutMs ?? 30_000} ms`)));
    req.on('error', reject);
    if (options.onWritten) req.on('finish', options.onWritten);
    req.end(payload);
  });
}

/** The error code of a failed call (ECONNRESET, ECONNREFUSED, …) or its message. */
export function failureOf(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') return code;
  return error instanceof Error ? error.message : String(error);
}

/** Whether a body is in the API's error format with the code. */
export function isApiError(answer: HttpAnswer, code: string): boolean {
  try {
    const parsed = JSON.parse(answer.body) as { error?: { code?: unknown; message?: unknown } };
    return parsed.error?.code === code && typeof parsed.error.message === 'string';
  } catch {
    return false;
  }
}
