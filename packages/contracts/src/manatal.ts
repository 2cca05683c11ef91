import { z } from 'zod';
import { candidateDetailSchema } from './candidates';
import { formSchema } from './form-schema';
import { MAX_RECORD_ID, numberFromForm } from './record-fields';

/** The import modal's rule: a non-zero number (spec §5). */
export const candidateImportSchema = z.object({
  manatal_id: numberFromForm(
    z.coerce
      .number({ error: 'Enter the numeric Manatal candidate ID' })
      .int('Enter the numeric Manatal candidate ID')
      .min(1, 'Enter the numeric Manatal candidate ID')
      .max(MAX_RECORD_ID),
  ),
});

/** The spec's failure text for an import (§5), for a refused ID as for a failed call. */
export const IMPORT_FAILED_MESSAGE =
  'Failed to import candidate from Manatal. Please check the ID and try again.';

/** The import dialog's ID as typed: one message, the spec's, for any ID the server would refuse. */
export const candidateImportFormSchema = formSchema({
  fields: z.object({ manatal_id: z.string() }),
  firstProblem: ({ manatal_id }) =>
    candidateImportSchema.safeParse({ manatal_id: manatal_id.trim() }).success
      ? null
      : { path: 'manatal_id', message: IMPORT_FAILED_MESSAGE },
  toBody: ({ manatal_id }) => ({ manatal_id: manatal_id.trim() }),
  request: candidateImportSchema,
});

export const candidateImportResultSchema = z.object({
  candidate: candidateDetailSchema,
  created: z.boolean(),
  updated: z.boolean(),
});

/** What every sync endpoint answers: the counts of the run, recorded in sync_runs. */
export const syncResultSchema = z.object({
  run_id: z.number().int(),
  status: z.enum(['succeeded', 'failed']),
  created: z.number().int(),
  updated: z.number().int(),
  failed: z.number().int(),
  error: z.string().nullable(),
  incremental_since: z.string().nullable(),
});
export type SyncResult = z.infer<typeof syncResultSchema>;

export const syncQuerySchema = z.object({
  /** `true` re-reads everything instead of what changed since the last successful run. */
  full: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
