import type { CapacityReport, RouteFigures } from '../capacity';
import { label, routeHead, routeRow, table } from './route-table';

/** The capacity section of RESULTS.md (issue 20, "Speed"): both routes on each database against the targets. */
export function renderCapacity(reports: readonly CapacityReport[]): string {
  if (!reports.length) return '## Interviewer capacity (issue 20)\n\nNot run in this run.';
  const route = (r: CapacityReport, name: string, f: RouteFigures, unit: string) =>
    routeRow(r.database, name, f, unit);
  const figures = table(
    routeHead,
    reports.flatMap((r) => [
      route(r, 'GET /api/interviewers/{id}/slots (20 working days)', r.slots, 'slots'),
      route(r, 'GET /api/interviews/find-a-time', r.findATime, 'options'),
    ]),
  );
  const data = table(
    [
      'database',
      'interviewers with availability (zones)',
      'interviews',
      'not cancelled, next 28 days',
      'moved there',
      'calendar busy events',
      'rows Find a time reads',
      'prepared in',
      'run (commit, load average start / end)',
    ],
    reports.map((r) => [
      label(r.database),
      `${r.data.withAvailability} (${r.data.zones})`,
      r.data.interviews,
      r.data.upcoming,
      r.data.moved,
      r.data.calendarBusy,
      r.data.findATimeRows,
      `${(r.data.prepareMs / 1000).toFixed(1)} s`,
      `${r.date.slice(0, 16)}Z, ${r.commit}, ${r.loadAverage.start} / ${r.loadAverage.end}, ${r.seconds} s`,
    ]),
  );
  const stages = table(
    ['stage (in process, median)', ...reports.map((r) => `${label(r.database)} ms`), 'note'],
    (reports[0]?.profile.slots ?? [])
      .concat(reports[0]?.profile.findATime ?? [])
      .map((s) => [
        s.stage,
        ...reports.map(
          (r) => [...r.profile.slots, ...r.profile.findATime].find((x) => x.stage === s.stage)?.ms ?? '',
        ),
        s.note ?? '',
      ]),
  );
  const functions = reports.map(
    (r) =>
      `V8 CPU profile of whole \`findATime()\` calls on ${label(r.database)}: total time of our functions ` +
      '(callees included) and self time by function:\n\n' +
      table(
        ['total share', 'our function', 'self share', 'function'],
        Array.from({ length: Math.max(r.profile.totals.length, r.profile.functions.length) }, (_, i) => {
          const total = r.profile.totals[i];
          const self = r.profile.functions[i];
          return [
            total ? `${total.percent} %` : '',
            total ? `\`${total.name}\`` : '',
            self ? `${self.percent} %` : '',
            self ? `\`${self.name}\`` : '',
          ];
        }),
      ),
  );
  return [
    '## Interviewer capacity (issue 20): slot search and Find a time',
    '',
    '`npx tsx bench/capacity.ts`: the scale-1 data set copied, every interviewer given a generated availability ' +
      '(bench/lib/capacity-data.ts) and past interviews without feedback moved into the coming four weeks inside ' +
      'their availability; the built server, one request at a time after warm-ups, timed from send to body read; ' +
      'scheduler zone Europe/Berlin, 60 minutes, with a candidate.',
    '',
    data,
    '',
    figures,
    '',
    'Where the time goes: the same functions called stage by stage in the benchmark process on the same database ' +
      '(sequentially, where the route runs some in parallel).',
    '',
    stages,
    '',
    functions.join('\n\n'),
  ].join('\n');
}
