import { execFileSync } from 'node:child_process';
import { Session } from 'node:inspector/promises';
import { workingDaysHorizon } from '@interview-hub/contracts/free-slots';
import { workingHoursOf } from '@interview-hub/contracts/interview-slots';
import { openDatabase } from '../apps/api/src/db/client';
import { createRandom } from '../apps/api/src/db/seed/prng';
import {
  findCandidateTimes,
  findCapacityRows,
  findInterviewTimes,
} from '../apps/api/src/modules/capacity/capacity.repository';
import { findATime } from '../apps/api/src/modules/capacity/find-a-time';
import { interviewerSlots } from '../apps/api/src/modules/capacity/interviewer-slots';
import {
  intervalsOf,
  loadCapacities,
  slotsOf,
  weekLoadOf,
} from '../apps/api/src/modules/capacity/load-capacity';
import { rankInterviewers } from '../apps/api/src/modules/capacity/rank-interviewers';
import {
  findJobTechnologies,
  listInterviewersForMatching,
} from '../apps/api/src/modules/interviews/interviewer-matches.repository';
import { readAgencySettings } from '../apps/api/src/modules/settings/agency-settings';
import { sizesFor } from './dataset/sizes';
import { mintAdminToken, ROOT_DIR } from './lib/bench-data';
import { buildAvailability, buildBusyTimes } from './lib/capacity-data';
import { renderCapacity } from './lib/capacity-report';
import { runIfMain, runPerDatabase } from './lib/database-cli';
import { copyScaleOne, dropScaleOneCopy, migrateCopy } from './lib/database-copy';
import { loadAverage } from './lib/machine';
import { measureRoute, type RouteFigures } from './lib/measure-route';
import { startApi } from './lib/servers';
import { type DatabaseTarget, openSqlRunner, type Query } from './lib/sql-runner';
import { median, round } from './lib/stats';
import { summarizeProfile } from './profile-api';

const DAY = 86_400_000;
const MINUTE = 60_000;
/** Changing it redraws every availability and busy time; the same seed and day always give the same data. */
const CAPACITY_SEED = 20_260_020;
/** 20 working days: four Monday-to-Friday weeks (the agency's default working days). */
const SLOT_WINDOW_DAYS = 28;
/** The scheduler's zone in every request (the slots start on its half hours, within the agency's hours there). */
const GRID_ZONE = 'Europe/Berlin';
const DEFAULT_TIME_ZONE = 'UTC';

/** Issue 20, "Speed": median targets in ms. */
export const capacityTargets = {
  postgres: { slots: 20, findATime: 200 },
  pglite: { slots: 100, findATime: 1000 },
} as const;

/** Where one request's time goes, measured in this process with the product's own functions (median ms). */
export type Stage = { stage: string; ms: number; note?: string };

export type { RouteFigures };

export type CapacityReport = {
  database: 'postgres' | 'pglite';
  date: string;
  commit: string;
  loadAverage: { start: string; end: string };
  data: {
    interviewers: number;
    withAvailability: number;
    interviews: number;
    /** Interviews not cancelled in the next 28 days, after the busy times were placed. */
    upcoming: number;
    /** Past interviews moved into the coming four weeks, inside their interviewer's availability. */
    moved: number;
    /** Busy events of the interviewers' own calendars (four in ten have one). */
    calendarBusy: number;
    /** Rows `findInterviewTimes` returns for Find a time (every interviewer, its window ± 8 days). */
    findATimeRows: number;
    zones: number;
    prepareMs: number;
  };
  slots: RouteFigures;
  findATime: RouteFigures;
  profile: {
    slots: Stage[];
    findATime: Stage[];
    /** Self time by function (V8's view: the polyfill's internals and the garbage collector). */
    functions: { name: string; percent: number }[];
    /** Total time of the product's functions (their callees included). */
    totals: { name: string; percent: number }[];
  };
  seconds: number;
};

const count = async (query: Query, text: string, params: unknown[] = []) =>
  Number((await query(text, params))[0]?.[0] ?? 0);

/**
 * Gives every interviewer of the scale-1 data a generated availability (and their zone), and moves past
 * interviews that nobody gave feedback on into the coming four weeks, inside their interviewer's availability, so
 * the table keeps its 100,000 interviews and the busy times matter.
 */
async function prepareCapacityData(target: DatabaseTarget, now: number): Promise<CapacityReport['data']> {
  const started = performance.now();
  const runner = await openSqlRunner(target);
  try {
    const { query } = runner;
    const sizes = sizesFor(1);
    const interviewers = await count(query, 'select count(*) from interviewers');
    const interviews = await count(query, 'select count(*) from interviews');
    if (interviewers < sizes.interviewers || interviews < 0.9 * sizes.interviews)
      throw new Error(
        `The database holds ${interviewers} interviewers and ${interviews} interviews, not the scale-1 data set ` +
          '(500 and 100,000): run npm run bench:data -- --scale 1 (or npm run bench) first.',
      );
    const ids = (await query('select id from interviewers order by id limit $1', [sizes.interviewers])).map(
      (row) => Number(row[0]),
    );
    const random = createRandom(CAPACITY_SEED);
    const today = new Date(Math.floor(now / DAY) * DAY);
    const availabilities = ids.map((id) => ({
      id,
      ...buildAvailability(random.fork(`availability-${id}`), today),
    }));
    await query('delete from interviewer_availability', []);
    await query(
      `insert into interviewer_availability
         (interviewer_id, weekly, time_off, notice_hours, buffer_minutes, max_per_day, max_per_week)
       select id, weekly, time_off, notice_hours, buffer_minutes, max_per_day, max_per_week
         from jsonb_to_recordset($1::jsonb) as r(id int, weekly jsonb, time_off jsonb, notice_hours int,
              buffer_minutes int, max_per_day int, max_per_week int)`,
      [JSON.stringify(availabilities)],
    );
    await query(
      `update interviewers i set timezone = r.timezone
         from jsonb_to_recordset($1::jsonb) as r(id int, timezone text) where i.id = r.id`,
      [JSON.stringify(availabilities.map(({ id, timezone }) => ({ id, timezone })))],
    );
    // How busy each interviewer is on a day they work: from idle to about two interviews a day.
    const from = Math.ceil(now / (30 * MINUTE)) * 30 * MINUTE;
    const busy = availabilities.flatMap(({ id, ...availability }) => {
      const own = random.fork(`busy-${id}`);
      const perDay = own.weighted([
        [0, 10],
        [0.5, 25],
        [1, 30],
        [1.5, 20],
        [2.5, 15],
      ] as const);
      return buildBusyTimes(own, availability, { from, days: SLOT_WINDOW_DAYS, perDay }).map((b) => ({
        interviewer_id: id,
        date: new Date(b.start).toISOString(),
        duration: b.duration,
      }));
    });
    const moved = await query(
      `with movable as (
         select id, row_number() over (order by id) as n from interviews i
          where status = 'scheduled' and date < $2::timestamptz - interval '60 days'
            and not exists (select 1 from feedbacks f where f.interview_id = i.id)),
       busy as (
         select row_number() over () as n, * from jsonb_to_recordset($1::jsonb)
           as r(interviewer_id int, date timestamptz, duration int))
       update interviews i
          set interviewer_id = busy.interviewer_id, date = busy.date, duration = busy.duration,
              feedback_due_at = busy.date + (busy.duration + 1440) * interval '1 minute'
         from movable join busy using (n)
        where i.id = movable.id
       returning i.id`,
      [JSON.stringify(busy), new Date(now).toISOString()],
    );
    // Four in ten interviewers have connected their own calendar: about one busy event a working day.
    const calendars = availabilities.filter((_, index) => index % 5 < 2);
    const calendarBusy = calendars.flatMap(({ id, ...availability }) =>
      buildBusyTimes(random.fork(`calendar-${id}`), availability, {
        from,
        days: SLOT_WINDOW_DAYS,
        perDay: 1,
      }).map((b) => ({
        interviewer_id: id,
        starts_at: new Date(b.start).toISOString(),
        ends_at: new Date(b.start + b.duration * MINUTE).toISOString(),
      })),
    );
    await query('delete from calendar_feeds', []);
    await query(
      `insert into calendar_feeds (interviewer_id, address_sealed, address_hint, last_attempt_at, last_success_at)
       select id, 'bench', 'bench', now(), now() from jsonb_to_recordset($1::jsonb) as r(id int)`,
      [JSON.stringify(calendars.map(({ id }) => ({ id })))],
    );
    await query(
      `insert into calendar_busy (interviewer_id, starts_at, ends_at)
       select interviewer_id, starts_at, ends_at from jsonb_to_recordset($1::jsonb)
         as r(interviewer_id int, starts_at timestamptz, ends_at timestamptz)`,
      [JSON.stringify(calendarBusy)],
    );
    await query('analyze calendar_busy', []);
    await query('analyze interviews', []);
    await query('analyze interviewers', []);
    await query('analyze interviewer_availability', []);
    const upcoming = await count(
      query,
      `select count(*) from interviews where status <> 'cancelled' and date >= $1 and date < $2`,
      [new Date(now).toISOString(), new Date(now + SLOT_WINDOW_DAYS * DAY).toISOString()],
    );
    const horizon = workingDaysHorizon(now, GRID_ZONE, [1, 2, 3, 4, 5], 10);
    const findATimeRows = await count(
      query,
      `select count(*) from interviews where status <> 'cancelled' and date < $2
          and date + duration * interval '1 minute' > $1`,
      [new Date(now - 8 * DAY).toISOString(), new Date(horizon + 8 * DAY).toISOString()],
    );
    return {
      interviewers,
      withAvailability: await count(query, 'select count(*) from interviewer_availability'),
      interviews: await count(query, 'select count(*) from interviews'),
      upcoming,
      moved: moved.length,
      calendarBusy: calendarBusy.length,
      findATimeRows,
      zones: new Set(availabilities.map((a) => a.timezone)).size,
      prepareMs: Math.round(performance.now() - started),
    };
  } finally {
    await runner.close();
  }
}

/** Deterministic request parameters: 50 interviewers, 50 positions and a candidate for each request. */
function requestPlan(requests: number) {
  const random = createRandom(CAPACITY_SEED).fork('requests');
  const sizes = sizesFor(1);
  const interviewerIds = random.sample(
    Array.from({ length: sizes.interviewers }, (_, i) => i + 1),
    requests,
  );
  const jobIds = random.sample(
    Array.from({ length: sizes.jobs }, (_, i) => i + 1),
    requests,
  );
  const candidate = () => random.int(1, sizes.candidates);
  return {
    slots: (i: number) => {
      const now = Date.now();
      const query = new URLSearchParams({
        from: new Date(now).toISOString(),
        to: new Date(now + SLOT_WINDOW_DAYS * DAY).toISOString(),
        duration: '60',
        timezone: GRID_ZONE,
        candidate_id: String(candidate()),
      });
      return `/api/interviewers/${interviewerIds[i % interviewerIds.length]}/slots?${query}`;
    },
    findATime: (i: number) => {
      const query = new URLSearchParams({
        job_id: String(jobIds[i % jobIds.length]),
        candidate_id: String(candidate()),
        duration: '60',
        timezone: GRID_ZONE,
      });
      return `/api/interviews/find-a-time?${query}`;
    },
  };
}

type CpuProfile = Parameters<typeof summarizeProfile>[0];

/**
 * Total time (self and callees) of the product's own functions in a V8 CPU profile, as a share of the sampled
 * time: each sample counts once for every distinct product function on its stack. Self time alone spreads a
 * Temporal-heavy function over the polyfill's internals; this names the caller that spends it.
 */
function productFunctionTotals(profile: CpuProfile, top = 14) {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const ours = (url: string) => /packages\/contracts\/src\/|apps\/api\/src\//.test(url);
  const stackNames = new Map<number, Set<string>>();
  const namesOf = (id: number): Set<string> => {
    const cached = stackNames.get(id);
    if (cached) return cached;
    const node = byId.get(id);
    const above = parent.has(id) ? namesOf(parent.get(id) ?? 0) : new Set<string>();
    const names = new Set(above);
    // `__name` is the bundler's helper that names functions, not ours.
    const name = node?.callFrame.functionName ?? '';
    if (node && ours(node.callFrame.url) && name && !name.startsWith('__')) {
      const file = node.callFrame.url.split('/').slice(-1)[0] ?? '';
      names.add(`${name} (${file})`);
    }
    stackNames.set(id, names);
    return names;
  };
  const totals = new Map<string, number>();
  let all = 0;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    all += delta;
    for (const name of namesOf(id)) totals.set(name, (totals.get(name) ?? 0) + delta);
  });
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, us]) => ({ name, percent: Math.round((1000 * us) / all) / 10 }));
}

async function timed<T>(work: () => Promise<T> | T): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

/**
 * Where the time of each route goes, in this process on the same database (the server stopped), with the
 * product's functions called stage by stage as interviewer-slots.ts, rank-interviewers.ts and find-a-time.ts
 * call them (sequentially here, where the route runs some in parallel), each the median of `runs`. Then a V8 CPU
 * profile of whole Find a time calls: self time by function.
 */
async function profileStages(target: DatabaseTarget, runs: number): Promise<CapacityReport['profile']> {
  const database =
    target.kind === 'postgres'
      ? await openDatabase({ kind: 'postgres', url: target.url })
      : await openDatabase({ kind: 'pglite', dataDir: target.dataDir });
  const { db } = database;
  const plan = requestPlan(runs);
  const random = createRandom(CAPACITY_SEED).fork('profile');
  const stages = new Map<string, number[]>();
  const notes = new Map<string, string>();
  const add = (stage: string, ms: number) => stages.set(stage, [...(stages.get(stage) ?? []), ms]);
  const medians = (): Stage[] =>
    [...stages].map(([stage, values]) => ({
      stage,
      ms: round(median(values), 2),
      ...(notes.get(stage) ? { note: notes.get(stage) } : {}),
    }));
  try {
    // Slot search: 20 working days of one interviewer, with a candidate.
    for (let i = 0; i < runs + 2; i++) {
      const warm = i < 2;
      const path = new URL(plan.slots(i), 'http://x');
      const id = Number(path.pathname.split('/')[3]);
      const now = new Date();
      const from = now;
      const to = new Date(now.getTime() + SLOT_WINDOW_DAYS * DAY);
      const candidateId = Number(path.searchParams.get('candidate_id'));
      const whole = await timed(() =>
        interviewerSlots({
          db,
          id,
          query: {
            from: from.toISOString(),
            to: to.toISOString(),
            duration: 60,
            timezone: GRID_ZONE,
            candidate_id: candidateId,
          },
          defaultTimeZone: DEFAULT_TIME_ZONE,
          now,
        }),
      );
      const settings = await timed(() => readAgencySettings(db, DEFAULT_TIME_ZONE));
      const rows = await timed(() => findCapacityRows(db, [id]));
      const around = { from: new Date(from.getTime() - 8 * DAY), to: new Date(to.getTime() + 8 * DAY) };
      const interviews = await timed(() => findInterviewTimes(db, { ids: [id], ...around }));
      const capacities = await timed(() =>
        loadCapacities(db, { ids: [id], from, to, now, agencyZone: settings.value.settings.time_zone }),
      );
      const candidate = await timed(() => findCandidateTimes(db, { candidateId, from, to }));
      const [time] = capacities.value;
      if (!time) throw new Error(`no interviewer ${id}`);
      const free = await timed(() =>
        slotsOf(time, {
          from: from.getTime(),
          to: to.getTime(),
          duration: 60,
          gridZone: GRID_ZONE,
          hours: workingHoursOf(settings.value.settings),
          extraBusy: intervalsOf(candidate.value),
        }),
      );
      if (warm) continue;
      add('slots: whole interviewerSlots()', whole.ms);
      add('slots: readAgencySettings (SQL)', settings.ms);
      add('slots: findCapacityRows, 1 interviewer (SQL)', rows.ms);
      add('slots: findInterviewTimes, 1 interviewer (SQL)', interviews.ms);
      add('slots: loadCapacities (both SQL above in parallel, mapped)', capacities.ms);
      add('slots: findCandidateTimes (SQL)', candidate.ms);
      add('slots: slotsOf → freeSlots, 28 days (JS)', free.ms);
      notes.set('slots: slotsOf → freeSlots, 28 days (JS)', `${free.value.length} slots`);
    }
    const slotStages = medians();
    stages.clear();
    notes.clear();

    // Find a time: every interviewer ranked, then the matching ones' first three slots.
    const findRuns = Math.max(3, Math.ceil(runs / 2));
    for (let i = 0; i < findRuns + 1; i++) {
      const warm = i === 0;
      const path = new URL(plan.findATime(i), 'http://x');
      const jobId = Number(path.searchParams.get('job_id'));
      const candidateId = random.int(1, sizesFor(1).candidates);
      const now = new Date();
      const whole = await timed(() =>
        findATime({
          db,
          jobId,
          candidateId,
          duration: 60,
          timezone: GRID_ZONE,
          defaultTimeZone: DEFAULT_TIME_ZONE,
          now,
        }),
      );
      const ranking = await timed(() =>
        rankInterviewers(db, {
          jobId,
          duration: 60,
          timezone: GRID_ZONE,
          defaultTimeZone: DEFAULT_TIME_ZONE,
          now,
        }),
      );
      const first = await timed(() =>
        Promise.all([findJobTechnologies(db, jobId), readAgencySettings(db, DEFAULT_TIME_ZONE)]),
      );
      const [technologies, { settings }] = first.value;
      const hours = workingHoursOf(settings);
      const horizon = workingDaysHorizon(now.getTime(), GRID_ZONE, hours.days, 10);
      const window = { from: now.getTime(), to: horizon, gridZone: GRID_ZONE, hours, duration: 60 };
      const people = await timed(() => listInterviewersForMatching(db));
      const rows = await timed(() => findCapacityRows(db, 'all'));
      const around = { from: new Date(now.getTime() - 8 * DAY), to: new Date(horizon + 8 * DAY) };
      const interviews = await timed(() => findInterviewTimes(db, { ids: 'all', ...around }));
      const capacities = await timed(() =>
        loadCapacities(db, {
          ids: 'all',
          from: now,
          to: new Date(horizon),
          now,
          agencyZone: settings.time_zone,
        }),
      );
      const nextFree = await timed(() =>
        capacities.value.map((time) => slotsOf(time, { ...window, limit: 1 })[0]),
      );
      const weeks = await timed(() => capacities.value.map((time) => weekLoadOf(time)));
      const matching = ranking.value.ranked.filter(
        (entry) => (technologies ?? []).length === 0 || entry.score > 0,
      );
      const candidateBusy = intervalsOf(
        await findCandidateTimes(db, { candidateId, from: now, to: new Date(horizon) }),
      );
      const options = await timed(() =>
        matching.flatMap((entry) =>
          entry.nextFree === null
            ? []
            : slotsOf(entry.time, { ...window, limit: 3, extraBusy: candidateBusy }),
        ),
      );
      if (warm) continue;
      add('find a time: whole findATime()', whole.ms);
      add('find a time: rankInterviewers()', ranking.ms);
      add('find a time: findJobTechnologies + readAgencySettings (SQL)', first.ms);
      add('find a time: listInterviewersForMatching, 500 rows (SQL)', people.ms);
      add('find a time: findCapacityRows, all (SQL)', rows.ms);
      add('find a time: findInterviewTimes, all, window ± 8 days (SQL)', interviews.ms);
      notes.set(
        'find a time: findInterviewTimes, all, window ± 8 days (SQL)',
        `${interviews.value.length} rows`,
      );
      add('find a time: loadCapacities, all (both SQL above in parallel, mapped)', capacities.ms);
      add('find a time: next free slot of each of 500 (slotsOf limit 1 → freeSlots, JS)', nextFree.ms);
      notes.set(
        'find a time: next free slot of each of 500 (slotsOf limit 1 → freeSlots, JS)',
        `${nextFree.value.filter((s) => s !== undefined).length} of ${capacities.value.length} have one`,
      );
      add('find a time: weekLoadOf each of 500 (JS)', weeks.ms);
      add('find a time: first 3 slots of each matching one (slotsOf limit 3, JS)', options.ms);
      notes.set(
        'find a time: first 3 slots of each matching one (slotsOf limit 3, JS)',
        `${matching.length} matching`,
      );
    }
    const findStages = medians();

    // Self time by function over whole Find a time calls.
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
    for (let i = 0; i < findRuns; i++) {
      const path = new URL(plan.findATime(i), 'http://x');
      await findATime({
        db,
        jobId: Number(path.searchParams.get('job_id')),
        candidateId: 1 + i,
        duration: 60,
        timezone: GRID_ZONE,
        defaultTimeZone: DEFAULT_TIME_ZONE,
      });
    }
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    const cpu = profile as unknown as CpuProfile;
    const summary = summarizeProfile(cpu, 12);
    return {
      slots: slotStages,
      findATime: findStages,
      functions: summary.functions,
      totals: productFunctionTotals(cpu),
    };
  } finally {
    await database.close();
  }
}

/**
 * Issue 20's speed targets: slot search for one interviewer over 20 working days, and Find a time across 500
 * interviewers with availability and 100,000 interviews, through the built server (as `api-load.ts` starts it),
 * one request at a time after warm-ups; then where the time goes, in this process.
 */
export async function runCapacityBench(options: {
  database: 'postgres' | 'pglite';
  requests: number;
  warmups: number;
  log?: (line: string) => void;
}): Promise<CapacityReport> {
  const log = options.log ?? console.log;
  const started = performance.now();
  const loadAtStart = loadAverage();
  const target = await copyScaleOne(options.database, 'capacity');
  try {
    const now = Date.now();
    await migrateCopy(target);
    const data = await prepareCapacityData(target, now);
    log(
      `${options.database}: ${data.withAvailability} interviewers with availability in ${data.zones} zones, ` +
        `${data.interviews} interviews, ${data.upcoming} in the next ${SLOT_WINDOW_DAYS} days ` +
        `(${data.moved} moved there), ${data.calendarBusy} calendar busy events, ${data.findATimeRows} rows for Find a time; prepared in ${data.prepareMs} ms`,
    );
    const token = await mintAdminToken(target);
    const api = await startApi(target);
    const targets = capacityTargets[options.database];
    const plan = requestPlan(options.requests);
    let slots: RouteFigures;
    let findATimeFigures: RouteFigures;
    try {
      slots = await measureRoute({
        url: api.url,
        token,
        path: plan.slots,
        items: (body) => (JSON.parse(body.toString()) as { slots: unknown[] }).slots.length,
        warmups: options.warmups,
        requests: options.requests,
        targetMs: targets.slots,
      });
      log(
        `${options.database} slot search: median ${slots.medianMs} ms, p95 ${slots.p95Ms} ms ` +
          `(${slots.medianItems} slots, target < ${targets.slots} ms)`,
      );
      findATimeFigures = await measureRoute({
        url: api.url,
        token,
        path: plan.findATime,
        items: (body) => (JSON.parse(body.toString()) as { data: unknown[] }).data.length,
        warmups: options.warmups,
        requests: options.requests,
        targetMs: targets.findATime,
      });
      log(
        `${options.database} find a time: median ${findATimeFigures.medianMs} ms, p95 ${findATimeFigures.p95Ms} ms ` +
          `(${findATimeFigures.medianItems} options, target < ${targets.findATime} ms)`,
      );
    } finally {
      await api.child.stop();
    }
    const profile = await profileStages(target, Math.min(options.requests, 20));
    for (const stage of [...profile.slots, ...profile.findATime])
      log(`  ${String(stage.ms).padStart(8)} ms  ${stage.stage}${stage.note ? ` (${stage.note})` : ''}`);
    log('  self time:');
    for (const f of profile.functions) log(`  ${String(f.percent).padStart(5)} %  ${f.name}`);
    log('  total time of our functions:');
    for (const f of profile.totals) log(`  ${String(f.percent).padStart(5)} %  ${f.name}`);
    return {
      database: options.database,
      date: new Date().toISOString(),
      commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
        cwd: ROOT_DIR,
        encoding: 'utf8',
      }).trim(),
      loadAverage: { start: loadAtStart, end: loadAverage() },
      data,
      slots,
      findATime: findATimeFigures,
      profile,
      seconds: Math.round((performance.now() - started) / 1000),
    };
  } finally {
    await dropScaleOneCopy(target);
  }
}

runIfMain(import.meta.url, () =>
  runPerDatabase({
    name: 'capacity',
    defaults: { requests: 50, warmups: 5 },
    run: runCapacityBench,
    render: renderCapacity,
  }),
);
