import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { jsonResponse } from '../../../../test/render';
import { page, stubApi } from '../../../../test/stub-api';
import {
  makeCandidate,
  makeCandidateDetail,
  makeInterviewDetail,
  makeInterviewer,
  makeJob,
  makeMatch,
} from './fixtures';

export const reactJob = makeJob({ id: 1, title: 'React Engineer', client_name: 'Acme Corp' });
export const goJob = makeJob({ id: 2, title: 'Go Developer', client_name: 'Globex', technologies: ['Go'] });
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

type WizardApiOptions = {
  jobs?: unknown[];
  interviewers?: unknown[];
  candidates?: unknown[];
  createInterview?: (body: unknown) => Response;
  importManatal?: () => Response;
};

/** The API the wizard reads and writes, answering with the fixtures above unless told otherwise. */
export function stubWizardApi(options: WizardApiOptions = {}) {
  return stubApi({
    'GET /api/interviewers': page(options.interviewers ?? [ivan, rosa]),
    'GET /api/jobs': ({ url }) => {
      if (url.searchParams.get('status') === 'active')
        return jsonResponse(page(options.jobs ?? [reactJob, goJob]));
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      return jsonResponse(page([filledJob].filter((job) => job.title.toLowerCase().includes(search))));
    },
    'GET /api/candidates': page(options.candidates ?? [clara, martha]),
    'GET /api/candidates/11': makeCandidateDetail(clara, claraNotes),
    'GET /api/candidates/12': makeCandidateDetail(martha),
    'GET /api/interviewer-matches': ({ url }) =>
      jsonResponse({
        data:
          url.searchParams.get('job_id') === '1'
            ? [makeMatch(rosa, 1, 100, ['React', 'TypeScript']), makeMatch(ivan, 2, 0)]
            : [makeMatch(ivan, 1, 100, ['Go']), makeMatch(rosa, 2, 0)],
        technologies: [],
      }),
    'POST /api/interviews': ({ body }) =>
      options.createInterview?.(body) ?? jsonResponse(makeInterviewDetail({ id: 99 }), 201),
    'POST /api/candidates/import/manatal': () =>
      options.importManatal?.() ??
      jsonResponse({ candidate: makeCandidateDetail(martha), created: false, updated: true }),
  });
}

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
  await user.click(await screen.findByRole('option', { name: '09:30' }));
}
