import { z } from 'zod';

/** One backup file of the embedded database, in `DATA_DIR/backups`. */
export const backupSchema = z.object({
  file_name: z.string(),
  size_bytes: z.number().int().min(0),
  created_at: z.string(),
});
export type Backup = z.infer<typeof backupSchema>;

/**
 * `GET /api/admin/backups`. On PostgreSQL (`database: 'postgres'`) the server keeps no backups of its own
 * (pg_dump's job) and the list is empty.
 */
export const backupListSchema = z.object({
  database: z.enum(['pglite', 'postgres']),
  /** How many backups are kept (BACKUP_KEEP); older ones are deleted as new ones are written. */
  keep: z.number().int(),
  backups: z.array(backupSchema),
});
export type BackupList = z.infer<typeof backupListSchema>;
