import type { Candidate } from '@interview-hub/contracts/candidates';
import type { InterviewerSlots, TimeOption } from '@interview-hub/contracts/capacity';
import type { InterviewerMatch } from '@interview-hub/contracts/interviewer-match';
import type { Interviewer } from '@interview-hub/contracts/interviewers';
import type { Job } from '@interview-hub/contracts/jobs';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { jsonResponse } from '../../../../test/render';
import { page, stubApi } from '../../../../test/stub-api';
import { formatTime, viewerTimeZone } from '../../../lib/format-date';
import {
  makeCandidate,
  makeCandidateDetail,
  makeInterviewDetail,
  makeInterviewer,
  makeJob,
  makeMatch,
} from './fixtures';

export const reactJob = makeJob({ id: 1, title: 'React Engineer', client_name: 'Acme Corp' });
export const goJob = makeJob({
  id: 2,
  title: 'Go Developer',
  client_name: 'Globex',
  technologies: ['Go'],
  template_id: 4,
  template_name: 'Backend template',
});
export const filledJob = makeJob({ id: 3, title: 'Vue Lead', client_name: 'Initech', status: 'filled' });

export const ivan = makeInterviewer({ id: 21, name: 'Ivan Petrov', tech_stack: ['Go', 'Kafka'] });
export const rosa = makeInterviewer({ id: 22, name: 'Rosa Diaz', tech_stack: ['React', 'TypeScript'] });

export const clara = makeCandidate({ id: 11, name: 'Clara Oswald', email: 'clara@tardis.org' });
export const martha = makeCandidate({
  id: 12,
  name: 'Martha Jones',
  email: 'mjones@example.org',
  manatal_id: 777,
});

export const claraNotes =
  '[2026-01-10]: <p>Strong React skills and a very long sentence that keeps going well past the preview limit of the field</p>[2026-02-01]: <p>Needs a visa</p>';

/** As the server folds text for a search: any case, no accents. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The server's search: the items one of whose fields holds the `search` query parameter. */
function searched<T>(items: T[], url: URL, fields: (item: T) => (string | null)[]): T[] {
  const search = fold(url.searchParams.get('search') ?? '');
  return items.filter((item) => fields(item).some((field) => field !== null && fold(field).includes(search)));
}

type WizardApiOptions = {
  jobs?: unknown[];
  interviewers?: unknown[];
  candidates?: unknown[];
  /** How many candidates a page holds (all by default), to put some beyond the first page. */
  candidatePageSize?: number;
  createInterview?: (body: unknown) => Response;
  importManatal?: () => Response;
  /** The free time of Rosa (22) and Ivan (21); every half hour from 09:00 to 11:30 on 5 and 6 March by default. */
  slots?: Partial<InterviewerSlots>;
  findATime?: TimeOption[];
  /** The ranking for any position, instead of the fixtures' stack matches. */
  matches?: InterviewerMatch[];
};

/** Local half hours of a day of March 2026 as ISO instants. */
export function marchSlots(day: number, from: [number, number], count: number): string[] {
  return Array.from({ length: count }, (_, index) =>
    new Date(2026, 2, day, from[0], from[1] + index * 30).toISOString(),
  );
}

function slotsOf(id: number, options: WizardApiOptions): InterviewerSlots {
  return {
    interviewer_id: id,
    interviewer_timezone: viewerTimeZone(),
    availability_set: true,
    calendar_state: null,
    week: { count: 1, cap: 5 },
    slots: [...marchSlots(5, [9, 0], 6), ...marchSlots(6, [9, 0], 6)],
    ...options.slots,
  };
}

/** The API the wizard reads and writes, answering with the fixtures above unless told otherwise. */
export function stubWizardApi(options: WizardApiOptions = {}) {
  return stubApi({
    'GET /api/interviewers': ({ url }) =>
      jsonResponse(
        page(
          searched((options.interviewers ?? [ivan, rosa]) as Interviewer[], url, (i) => [
            i.name,
            i.email,
            ...i.tech_stack,
          ]),
        ),
      ),
    'GET /api/jobs': ({ url }) => {
      const jobs =
        url.searchParams.get('status') === 'active' ? (options.jobs ?? [reactJob, goJob]) : [filledJob];
      const found = searched(jobs as Job[], url, (job) => [job.title, job.client_name]);
      return jsonResponse(page(found, { available_statuses: ['active', 'filled'] }));
    },
    'GET /api/candidates': ({ url }) =>
      jsonResponse(
        page(
          searched((options.candidates ?? [clara, martha]) as Candidate[], url, (c) => [
            c.name,
            c.email,
          ]).slice(0, options.candidatePageSize),
        ),
      ),
    'GET /api/candidates/11': makeCandidateDetail(clara, claraNotes),
    'GET /api/candidates/12': makeCandidateDetail(martha),
    'GET /api/interviewer-matches': ({ url }) =>
      jsonResponse({
        data: searched(
          options.matches ??
            (url.searchParams.get('job_id') === '1'
              ? [makeMatch(rosa, 1, 100, ['React', 'TypeScript']), makeMatch(ivan, 2, 0)]
              : [makeMatch(ivan, 1, 100, ['Go']), makeMatch(rosa, 2, 0)]),
          url,
          ({ interviewer }) => [interviewer.name, interviewer.email, ...interviewer.tech_stack],
        ),
        technologies: [],
      }),
    'GET /api/interviewers/21/slots': () => jsonResponse(slotsOf(21, options)),
    'GET /api/interviewers/22/slots': () => jsonResponse(slotsOf(22, options)),
    'GET /api/interviews/find-a-time': () =>
      jsonResponse({ data: options.findATime ?? [], technologies: [] }),
    'POST /api/interviews': ({ body }) =>
      options.createInterview?.(body) ?? jsonResponse(makeInterviewDetail({ id: 99 }), 201),
    'POST /api/candidates/import/manatal': () =>
      options.importManatal?.() ??
      jsonResponse({ candidate: makeCandidateDetail(martha), created: false, updated: true }),
  });
}

/** A time slot's label on 5 March 2026, in the test's locale (as the pickers show it). */
export const slotLabel = (hour: number, minute: number) => formatTime(new Date(2026, 2, 5, hour, minute));

/** Opens a search picker, types the search and picks the option whose text matches. */
export async function choose(user: UserEvent, label: string, search: string, option: RegExp) {
  const input = await screen.findByRole('textbox', { name: label });
  await user.click(input);
  if (search) await user.type(input, search);
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Step 1 filled in: the React position, Rosa and the given candidate. */
export async function chooseParticipants(user: UserEvent, candidate: RegExp = /Clara Oswald/) {
  await choose(user, 'Position', 'react', /React Engineer/);
  await choose(user, 'Interviewer', '', /Rosa Diaz/);
  await choose(user, 'Candidate', '', candidate);
}

/** Step 2 filled in: Thursday 5 March 2026 at 09:30. */
export async function chooseSchedule(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: '5 March 2026' }));
  await user.click(screen.getByRole('combobox', { name: 'Time' }));
  await user.click(await screen.findByRole('option', { name: slotLabel(9, 30) }));
}
