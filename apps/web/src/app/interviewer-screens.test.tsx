import type { UserRole } from '@interview-hub/contracts/users';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { page, stubApi } from '../../test/stub-api';
import {
  makeCandidate,
  makeCandidateDetail,
  makeInterviewer,
  makeJob,
} from '../features/interviews/testing/fixtures';
import { makeTemplate } from '../features/templates/testing/fixtures';
import { routes } from './routes';

const job = makeJob({ id: 3, title: 'Go Developer' });
const template = makeTemplate();

/** Every screen's first reads, answered as the server answers an interviewer (no internal notes). */
function signIn(role: UserRole) {
  stubApi(
    {
      'GET /api/interviewers': page([makeInterviewer({ id: 2, name: 'Ian Interviewer' })]),
      'GET /api/interviewers/2': makeInterviewer({ id: 2, name: 'Ian Interviewer' }),
      'GET /api/interviewers/2/interviews': { upcoming: [], historical: [] },
      'GET /api/templates': { templates: [template] },
      'GET /api/templates/7': template,
      'GET /api/candidates': page([makeCandidate({ id: 9, name: 'Clara Candidate' })]),
      'GET /api/candidates/9': makeCandidateDetail(makeCandidate({ id: 9, name: 'Clara Candidate' })),
      'GET /api/clients': page([{ id: 4, name: 'Northwind', website: null, manatal_id: null }]),
      'GET /api/clients/4': { id: 4, name: 'Northwind', website: null, manatal_id: null },
      'GET /api/jobs': { ...page([job]), meta: { ...page([job]).meta, available_statuses: ['active'] } },
      'GET /api/jobs/3': { ...job, client: { id: 1, name: 'Acme Corp', website: null } },
      'GET /api/interviews': page([]),
    },
    role,
  );
}

describe('what an interviewer is offered', () => {
  it('has no User Management in the sidebar, and /users says it is for admins', async () => {
    signIn('interviewer');
    renderRoutes(routes, '/users');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Interviews' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'User Management' })).toBeNull();
    expect(await screen.findByText('You do not have access to User Management')).toBeInTheDocument();
  });

  it('reads interviewers, may not add one, and edits only their own phone, Telegram and time zone', async () => {
    signIn('interviewer');
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/interviewers');
    expect(await screen.findByRole('link', { name: 'Ian Interviewer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '+ New Interviewer' })).toBeNull();
    await router.navigate('/interviewers/2');
    expect(await screen.findByRole('heading', { name: 'Ian Interviewer' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Price ($/hr)' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Telegram Handle' })).toBeEnabled();
  });

  it('reads templates but may not add a template, a knowledge area or questions', async () => {
    signIn('interviewer');
    const { router } = renderRoutes(routes, '/templates');
    expect(await screen.findByText('Frontend Developer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '+ New Template' })).toBeNull();
    await router.navigate('/templates/7');
    expect(await screen.findByText('What is a closure?')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '+ Add Knowledge Area' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Add Questions/ })).toBeNull();
  });

  it('reads candidates, clients and positions without Edit or Manatal buttons', async () => {
    signIn('interviewer');
    const { router } = renderRoutes(routes, '/candidates');
    expect(await screen.findByText('Clara Candidate')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Manatal/ })).toBeNull();
    await router.navigate('/candidates/9');
    expect(await screen.findByRole('heading', { name: 'Clara Candidate' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();

    await router.navigate('/clients');
    expect(await screen.findByText('Northwind')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Manatal/ })).toBeNull();
    await router.navigate('/clients/4');
    expect(await screen.findByRole('heading', { name: 'Northwind' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();

    await router.navigate('/positions');
    expect(await screen.findByText('Go Developer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Manatal/ })).toBeNull();
    await router.navigate('/positions/3');
    expect(await screen.findByText('Position Details')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit title and status' })).toBeNull();
    await router.navigate('/positions/3/edit');
    expect(await screen.findByText('You may not edit positions')).toBeInTheDocument();
  });

  it('offers a recruiter the same screens with their Edit and New buttons', async () => {
    signIn('recruiter');
    const { router } = renderRoutes(routes, '/interviewers');
    expect(await screen.findByRole('button', { name: '+ New Interviewer' })).toBeInTheDocument();
    await router.navigate('/templates');
    expect(await screen.findByRole('button', { name: '+ New Template' })).toBeInTheDocument();
    await router.navigate('/candidates/9');
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });
});
