import { readFile } from 'node:fs/promises';
import type { Interview } from '@interview-hub/contracts/interviews';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/use-e2e';

const interviewer = 'interviewer@example.com';
const e2e = useE2E({ signInAs: [interviewer] });

const waitForPath = (page: Page, path: string | RegExp) =>
  page.waitForURL((url) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname)));

/** Ian Interviewer's scheduled interviews, held ones first (the seed always gives him one awaiting feedback). */
async function scheduledInterviews(): Promise<{ held: Interview[]; upcoming: Interview[] }> {
  const response = await e2e.request('/api/interviews?status=scheduled&limit=200', {
    token: e2e.token(interviewer),
  });
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: Interview[] };
  const now = Date.now();
  return {
    held: data.filter((i) => Date.parse(i.date) <= now),
    upcoming: data.filter((i) => Date.parse(i.date) > now),
  };
}

/** Whether the interview's form has a template to build its questions from (spec: interview's, else the job's). */
const hasTemplate = (interview: Interview) => (interview.template_id ?? interview.job.template_id) !== null;

/** Opens the interview's 'Feedback form' quick link, which opens in a new tab; page errors there fail the test. */
async function openFeedbackForm(page: Page, interviewId: number): Promise<{ form: Page; errors: string[] }> {
  await page.goto(`/interviews/${interviewId}`);
  const [form] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Feedback form' }).click(),
  ]);
  const errors: string[] = [];
  form.on('pageerror', (error) => errors.push(error.message));
  form.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await waitForPath(form, `/feedback/form/type2/${interviewId}`);
  await form.getByRole('heading', { level: 1, name: 'Interview Feedback' }).waitFor();
  return { form, errors };
}

async function fillForm(form: Page) {
  const firstArea = form.getByRole('region').first();
  await firstArea.getByRole('combobox', { name: 'Level' }).click();
  await form.getByRole('option', { name: 'Meets expectations' }).click();
  await firstArea.getByRole('checkbox').first().check();
  await firstArea.getByRole('textbox', { name: 'Note' }).fill('Short');
  await firstArea.getByText('5 / 30 characters').waitFor();
  await firstArea
    .getByRole('textbox', { name: 'Note' })
    .fill('Answered the language questions with confidence and real examples.');
  await form.getByRole('textbox', { name: 'Strong sides' }).fill('Structured thinking, clear explanations.');
  await form.getByRole('textbox', { name: 'Areas for improvement' }).fill('Testing strategy.');
  await form.getByRole('textbox', { name: 'Overall comment' }).fill('A solid candidate for the role.');
  await form.getByRole('radio', { name: 'Pass' }).check();
  await form.getByRole('textbox', { name: 'Rating (1-5)' }).fill('4');
}

describe('interview feedback', () => {
  it('cannot be sent before the interview starts, and the form says from when', async () => {
    const upcoming = (await scheduledInterviews()).upcoming.find(hasTemplate);
    if (!upcoming) throw new Error('the seed gave Ian Interviewer no upcoming interview with a template');
    const page = await e2e.newPage({ as: interviewer });
    const { form, errors } = await openFeedbackForm(page, upcoming.id);
    await form.getByText(/^Feedback can be submitted from the interview's start, .+\.$/).waitFor();
    expect(await form.getByRole('button', { name: 'Submit Feedback' }).isDisabled()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('is given on the form, downloaded as a PDF, listed under Feedbacks and edited', async () => {
    const interview = (await scheduledInterviews()).held.find(hasTemplate);
    if (!interview) throw new Error('the seed gave Ian Interviewer no held interview awaiting feedback');
    const page = await e2e.newPage({ as: interviewer });
    const { form, errors } = await openFeedbackForm(page, interview.id);

    // An empty submit shows the form's messages and sends nothing.
    await form.getByRole('button', { name: 'Submit Feedback' }).click();
    await form.getByText('Please correct the errors before submitting.').waitFor();
    await form.getByText('Recommendation is required.').waitFor();
    await form.getByText('Rating must be between 1 and 5.').waitFor();
    expect(await form.getByText('This field is required.').count()).toBe(3);

    // The answers survive a reload as a draft kept in the browser.
    await fillForm(form);
    await form.reload();
    await form.getByText('Draft restored').waitFor();
    expect(await form.getByRole('textbox', { name: 'Overall comment' }).inputValue()).toBe(
      'A solid candidate for the role.',
    );

    const [download] = await Promise.all([
      form.waitForEvent('download'),
      form.getByRole('button', { name: 'Submit Feedback' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const file = await download.path();
    expect((await readFile(file)).subarray(0, 4).toString()).toBe('%PDF');
    await waitForPath(form, '/interviews');

    // The interview is completed now.
    await form.goto(`/interviews/${interview.id}`);
    await form.getByText('Completed', { exact: true }).first().waitFor();

    // The form shows the feedback read-only now, with no second submission, and links to it.
    await form.goto(`/feedback/form/type2/${interview.id}`);
    await form.getByText('A solid candidate for the role.').waitFor();
    expect(await form.getByRole('button', { name: 'Submit Feedback' }).count()).toBe(0);
    expect(await form.getByRole('textbox').count()).toBe(0);
    await form.getByRole('link', { name: 'Open the feedback' }).click();
    await waitForPath(form, /^\/feedbacks\/\d+$/);
    await form.getByRole('heading', { level: 1, name: 'Feedback Details' }).waitFor();

    // The feedback is listed and opens from its row.
    await form.goto('/feedbacks');
    await form.getByRole('cell', { name: interview.candidate.name }).first().click();
    await waitForPath(form, /^\/feedbacks\/\d+$/);
    await form.getByRole('heading', { level: 1, name: 'Feedback Details' }).waitFor();
    await form.getByText('4/5').waitFor();
    await form.getByText('A solid candidate for the role.').waitFor();

    // Edited with the structured editor.
    await form.getByRole('button', { name: 'Edit' }).click();
    await form.getByRole('textbox', { name: 'Overall comments' }).fill('Hire: strong on fundamentals.');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Feedback saved').waitFor();
    await form.getByText('Hire: strong on fundamentals.').waitFor();

    const feedbackId = Number(new URL(form.url()).pathname.split('/').pop());
    const saved = await e2e.request(`/api/feedbacks/${feedbackId}`, { token: e2e.token(interviewer) });
    const body = (await saved.json()) as { interview_id: number; feedback_text: string };
    expect(body.interview_id).toBe(interview.id);
    expect(JSON.parse(body.feedback_text)).toMatchObject({
      overall_comment: 'Hire: strong on fundamentals.',
      rating: 4,
      overall_recommendation: 'Pass',
    });

    // Downloaded from the details as the PDF report (no longer a zip), named after the candidate.
    const [report] = await Promise.all([
      form.waitForEvent('download'),
      form.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(report.suggestedFilename()).toMatch(new RegExp(`^feedback-${feedbackId}-.+\\.pdf$`));
    expect((await readFile(await report.path())).subarray(0, 4).toString()).toBe('%PDF');
    expect(errors).toEqual([]);
  });
});
