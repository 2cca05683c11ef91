import type { AppInstance } from './fastify-types';

/**
 * The first phase of a shutdown. While draining, the server still takes in and answers every request, but says
 * it is not ready (`/api/ready` answers 503) and closes each connection after its answer, so a load balancer
 * sends new requests elsewhere while the requests already on their way are answered, not reset.
 */
export type Drain = { readonly draining: boolean; start(): void };

export function createDrain(): Drain {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    start() {
      draining = true;
    },
  };
}

/** While draining, every answer carries `Connection: close` (Node then closes the socket after sending it). */
export function registerDrain(app: AppInstance, drain: Drain): void {
  app.addHook('onRequest', async (_request, reply) => {
    if (drain.draining) reply.header('connection', 'close');
  });
}
