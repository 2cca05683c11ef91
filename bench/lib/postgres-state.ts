import pg from 'pg';

/** Removes what the booking runs added on PostgreSQL, so every run starts from the generated data. */
export async function restorePostgres(url: string, maxIds: Record<string, number>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const [table, max] of Object.entries(maxIds))
      await client.query(`delete from ${table} where id > $1`, [max]);
  } finally {
    await client.end();
  }
}

/** The highest id of each table a booking run writes to, to restore the data set after it. */
export async function maxIdsOf(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const ids: Record<string, number> = {};
    for (const table of ['interviews', 'interview_events', 'audit_log', 'outbound_emails']) {
      const { rows } = await client.query(`select coalesce(max(id), 0) as id from ${table}`);
      ids[table] = Number(rows[0]?.id ?? 0);
    }
    return ids;
  } finally {
    await client.end();
  }
}
