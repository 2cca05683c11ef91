import type { syncQuerySchema } from '@interview-hub/contracts/manatal';
import type { z } from 'zod';

/** The optional `full=true` of every sync endpoint: re-read everything instead of what changed since the last run. */
export type SyncQuery = z.input<typeof syncQuerySchema>;
