import { describe, expect, it } from 'vitest';
import { makeCandidate, makeInterviewer, makeJob } from '../testing/fixtures';
import { initialWizardValues, isStepComplete, notesToHtml, toCreateInput } from './wizard-rules';

const job = makeJob({ id: 5, title: 'React Engineer' });
const complete = {
  ...initialWizardValues,
  job,
  interviewer: makeInterviewer({ id: 7, name: 'Ivan Petrov' }),
  candidate: makeCandidate({ id: 9, name: 'Clara Oswald' }),
  day: '2026-03-05',
  time: '09:30',
};

describe('wizard rules', () => {
  it('needs position, interviewer and candidate for step 1', () => {
    expect(isStepComplete(0, initialWizardValues)).toBe(false);
    expect(isStepComplete(0, { ...complete, candidate: null })).toBe(false);
    expect(isStepComplete(0, { ...complete, job: null })).toBe(false);
    expect(isStepComplete(0, { ...complete, interviewer: null })).toBe(false);
    expect(isStepComplete(0, complete)).toBe(true);
  });

  it('needs date and time for step 2; notes are optional', () => {
    expect(isStepComplete(1, { ...complete, time: null })).toBe(false);
    expect(isStepComplete(1, { ...complete, day: null })).toBe(false);
    expect(isStepComplete(1, complete)).toBe(true);
    expect(isStepComplete(2, complete)).toBe(true);
  });

  it('sends notes as escaped HTML paragraphs, and leaves out blank notes', () => {
    expect(notesToHtml('   ')).toBeUndefined();
    expect(notesToHtml(' Ask about <b>hooks</b> & state \n second line\n\nNext ')).toBe(
      '<p>Ask about &lt;b&gt;hooks&lt;/b&gt; &amp; state <br> second line</p><p>Next</p>',
    );
  });

  it('builds the booking with the time zone, and allow_conflict only when confirmed', () => {
    const input = toCreateInput({ ...complete, notes: '  ' }, false);
    expect(input).toMatchObject({ interviewer_id: 7, job_id: 5, candidate_id: 9, duration: 60 });
    expect(input?.timezone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(input).not.toHaveProperty('recruiter_notes');
    expect(input).not.toHaveProperty('allow_conflict');
    expect(toCreateInput({ ...complete, notes: 'Hi' }, true)).toMatchObject({
      recruiter_notes: '<p>Hi</p>',
      allow_conflict: true,
    });
    expect(toCreateInput({ ...complete, time: null }, false)).toBeNull();
  });
});
