import type { LoggerOptions } from 'pino';

/** Strips secrets that travel in URLs (sign-in and invitation tokens, OAuth codes) before a URL is logged. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|code|state|id_token|access_token)=)[^&#]*/gi, '$1[redacted]');
}

/** pino options: request lines without tokens, cookies or authorization headers. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    serializers: {
      req(request: { method: string; url: string; ip?: string }) {
        return { method: request.method, url: redactUrl(request.url), ip: request.ip };
      },
    },
  };
}
