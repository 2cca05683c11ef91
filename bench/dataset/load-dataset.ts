import { createRandom } from '../../apps/api/src/db/seed/prng';
import { buildInterviews } from './build-interviews';
import { buildRecords } from './build-records';
import { bulkInsert, type Cell, type Column, type LoadSession, resetSequences } from './bulk-insert';
import type { Sizes } from './sizes';

/** Changing it reshuffles the whole data set; the same seed, scale and day always give the same rows. */
const DATASET_SEED = 20_250_101;

const columns = {
  users: [
    ['id', 'int4'],
    ['name', 'text'],
    ['email', 'text'],
    ['role', 'text'],
    ['phone', 'text'],
    ['status', 'text'],
    ['created_at', 'timestamptz'],
    ['updated_at', 'timestamptz'],
  ],
  templates: [
    ['id', 'int4'],
    ['name', 'text'],
    ['position', 'text'],
    ['description', 'text'],
    ['created_at', 'timestamptz'],
    ['updated_at', 'timestamptz'],
  ],
  knowledge_areas: [
    ['id', 'int4'],
    ['template_id', 'int4'],
    ['name', 'text'],
    ['description', 'text'],
    ['position', 'int4'],
  ],
  questions: [
    ['id', 'int4'],
    ['knowledge_area_id', 'int4'],
    ['text', 'text'],
    ['level', 'text'],
    ['client_requested', 'bool'],
  ],
  clients: [
    ['id', 'int4'],
    ['name', 'text'],
    ['website', 'text'],
    ['manatal_id', 'int4'],
    ['created_at', 'timestamptz'],
    ['updated_at', 'timestamptz'],
  ],
  jobs: [
    ['id', 'int4'],
    ['title', 'text'],
    ['status', 'text'],
    ['client_id', 'int4'],
    ['technologies', 'text[]'],
    ['template_id', 'int4'],
    ['note_for_interviewers', 'text'],
    ['internal_notes', 'text'],
    ['feedback_template_link', 'text'],
    ['posting_link', 'text'],
    ['manatal_id', 'int4'],
    ['created_at', 'timestamptz'],
    ['updated_at', 'timestamptz'],
  ],
  candidates: [
    ['id', 'int4'],
    ['name', 'text'],
    ['email', 'text'],
    ['phone', 'text'],
    ['location', 'text'],
    ['title', 'text'],
    ['experience', 'int4'],
    ['notes', 'text'],
    ['manatal_id', 'int4'],
    ['created_at', 'timestamptz'],
    ['updated_at', 'timestamptz'],
  ],
  interviewers: [
    ['id', 'int4'],
    ['name', 'text'],
    ['email', 'text'],
    ['phone', 'text'],
    ['telegram', 'text'],
    ['price', 'numeric'],
    ['rating', 'numeric'],
    ['feedback_folder_id', 'text'],
    ['notes', 'text'],
    ['tech_stack', 'text[]'],
    ['timezone', 'text'],
    ['created_at', 'timestamptz'],
    ['updated_at', 'timestamptz'],
  ],
  interviews: [
    ['id', 'int4'],
    ['status', 'text'],
    ['date', 'timestamptz'],
    ['duration', 'int4'],
    ['reschedule_count', 'int4'],
    ['call_link', 'text'],
    ['feedback_form_link', 'text'],
    ['recruiter_notes', 'text'],
    ['candidate_id', 'int4'],
    ['interviewer_id', 'int4'],
    ['job_id', 'int4'],
    ['recruiter_id', 'int4'],
    ['template_id', 'int4'],
    ['created_at', 'timestamptz'],
    ['updated_at', 'timestamptz'],
    ['cancelled_by', 'text'],
    ['cancel_reason', 'text'],
    ['feedback_due_at', 'timestamptz'],
  ],
  interview_events: [
    ['id', 'int4'],
    ['interview_id', 'int4'],
    ['kind', 'text'],
    ['actor_id', 'int4'],
    ['from_date', 'timestamptz'],
    ['to_date', 'timestamptz'],
    ['from_duration', 'int4'],
    ['to_duration', 'int4'],
    ['reason', 'text'],
    ['created_at', 'timestamptz'],
  ],
  feedbacks: [
    ['id', 'int4'],
    ['interview_id', 'int4'],
    ['author_id', 'int4'],
    ['feedback_type', 'text'],
    ['feedback_text', 'text'],
    ['rating', 'numeric'],
    ['overall_recommendation', 'text'],
    ['created_at', 'timestamptz'],
    ['updated_at', 'timestamptz'],
  ],
} satisfies Record<string, readonly Column[]>;

/**
 * Drops the indexes that back no constraint (primary keys stay, foreign keys need them) and returns their
 * definitions: building an index once after the load is several times faster than updating it row by row.
 */
async function dropSecondaryIndexes(session: LoadSession, tables: readonly string[]): Promise<string[]> {
  const rows = await session.execute<{ name: string; definition: string }>(
    `select quote_ident(indexname) as name, indexdef as definition from pg_indexes
      where schemaname = 'public' and tablename = any($1::text[])
        and indexname not in (select conname from pg_constraint)`,
    [tables],
  );
  for (const { name } of rows) await session.execute(`drop index ${name}`);
  return rows.map((r) => r.definition);
}

export type LoadReport = { table: string; rows: number; ms: number }[];

/**
 * Builds the data set in memory and bulk-loads it into a migrated, empty database, then refreshes the planner's
 * statistics. `today` (UTC midnight) anchors every date, so interviews sit around the day of generation.
 */
export async function loadDataset(session: LoadSession, sizes: Sizes, today: Date): Promise<LoadReport> {
  const random = createRandom(DATASET_SEED);
  const records = buildRecords(random.fork('records'), sizes, today);
  const interviews = buildInterviews(random.fork('interviews'), sizes, records, today);
  const tables: [keyof typeof columns, readonly Column[], readonly (readonly Cell[])[]][] = [
    ['users', columns.users, records.users],
    ['templates', columns.templates, records.templates],
    ['knowledge_areas', columns.knowledge_areas, records.knowledgeAreas],
    ['questions', columns.questions, records.questions],
    ['clients', columns.clients, records.clients],
    ['jobs', columns.jobs, records.jobs],
    ['candidates', columns.candidates, records.candidates],
    ['interviewers', columns.interviewers, records.interviewers],
    ['interviews', columns.interviews, interviews.interviews],
    ['interview_events', columns.interview_events, interviews.events],
    ['feedbacks', columns.feedbacks, interviews.feedbacks],
  ];
  const report: LoadReport = [];
  const secondaryIndexes = await dropSecondaryIndexes(
    session,
    tables.map(([table]) => table),
  );
  // Foreign keys are not checked row by row during the load: the generator only writes ids it created.
  await session.execute('set session_replication_role = replica');
  for (const [table, tableColumns, rows] of tables) {
    const started = performance.now();
    await bulkInsert(session, table, tableColumns, rows);
    report.push({ table, rows: rows.length, ms: Math.round(performance.now() - started) });
  }
  await session.execute('set session_replication_role = default');
  const indexed = performance.now();
  for (const definition of secondaryIndexes) await session.execute(definition);
  report.push({
    table: '(indexes)',
    rows: secondaryIndexes.length,
    ms: Math.round(performance.now() - indexed),
  });
  await resetSequences(
    session,
    tables.map(([table]) => table),
  );
  const started = performance.now();
  // A database in use is vacuumed by autovacuum; without it every index-only scan would visit the heap.
  await session.execute('vacuum analyze');
  report.push({ table: '(vacuum analyze)', rows: 0, ms: Math.round(performance.now() - started) });
  return report;
}
