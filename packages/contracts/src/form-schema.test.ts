import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { candidateFormSchema } from './candidates';
import { checkedBy, formSchema } from './form-schema';
import { newInterviewerFormSchema } from './interviewers';
import { positionEditFormSchema } from './jobs';
import { candidateImportFormSchema, IMPORT_FAILED_MESSAGE } from './manatal';
import { userFormSchema } from './users';

const request = z.object({ name: z.string().trim().min(1, 'server: name'), email: z.email('server: email') });

describe('formSchema', () => {
  const schema = formSchema({
    fields: z.object({ name: z.string(), email: z.string() }),
    firstProblem: ({ name }) => (name ? null : { path: 'name', message: 'spec: name first' }),
    toBody: (values) => values,
    request,
  });

  it("answers the spec's rule alone, before the server's", () => {
    expect(schema.safeParse({ name: '', email: 'nope' }).error?.issues.map((i) => i.message)).toEqual([
      'spec: name first',
    ]);
  });

  it("then the server's rules, at the fields they name", () => {
    const issues = schema.safeParse({ name: 'Ann', email: 'nope' }).error?.issues;
    expect(issues?.map((i) => [i.path.join('.'), i.message])).toEqual([['email', 'server: email']]);
  });

  it('gives the body as the server parses it', () => {
    expect(schema.parse({ name: ' Ann ', email: 'ann@example.com' })).toEqual({
      name: 'Ann',
      email: 'ann@example.com',
    });
  });
});

describe('checkedBy', () => {
  it("refuses with the server's messages and gives an accepted body back as it came", () => {
    const schema = checkedBy(request);
    expect(schema.safeParse({ name: ' ', email: 'x' }).error?.issues.map((i) => i.message)).toEqual([
      'server: name',
      'server: email',
    ]);
    expect(schema.parse({ name: ' Ann ', email: 'ann@example.com' })).toEqual({
      name: ' Ann ',
      email: 'ann@example.com',
    });
  });
});

describe('the forms', () => {
  it('user: one message for a blank name or e-mail, then the e-mail format', () => {
    const base = { name: 'Ann', email: 'ann@example.com', phone: '', role: 'recruiter' as const };
    expect(userFormSchema.safeParse({ ...base, email: ' ' }).error?.issues[0]?.message).toBe(
      'Name and email are required',
    );
    expect(userFormSchema.safeParse({ ...base, email: 'ann' }).error?.issues[0]?.message).toBe(
      'Enter a valid e-mail address',
    );
    expect(userFormSchema.parse(base)).toEqual({ ...base, phone: null });
  });

  it('new interviewer: an empty price is 0 and the body goes as typed', () => {
    const values = {
      name: 'Bo',
      email: ' bo@example.com ',
      phone: '',
      price: '',
      notes: '',
      tech_stack: ['Go'],
      timezone: 'UTC',
    };
    expect(newInterviewerFormSchema.parse(values)).toEqual({ ...values, email: 'bo@example.com', price: 0 });
    expect(newInterviewerFormSchema.safeParse({ ...values, name: '' }).error?.issues[0]?.message).toBe(
      'Name and Email are required.',
    );
  });

  it('candidate: an empty experience is unset; a negative one is refused at its field', () => {
    const values = { name: 'Grace', email: '', location: '', phone: '', experience: '' };
    expect(candidateFormSchema.parse(values)).toEqual({ ...values, experience: null });
    const issue = candidateFormSchema.safeParse({ ...values, experience: -1 }).error?.issues[0];
    expect([issue?.path.join('.'), issue?.message]).toEqual(['experience', 'Experience cannot be negative']);
  });

  it("Manatal import: the spec's one message for any ID the server would refuse", () => {
    for (const manatal_id of ['', '0', '12x']) {
      expect(candidateImportFormSchema.safeParse({ manatal_id }).error?.issues[0]?.message).toBe(
        IMPORT_FAILED_MESSAGE,
      );
    }
    expect(candidateImportFormSchema.parse({ manatal_id: ' 42 ' })).toEqual({ manatal_id: 42 });
  });

  it('position edit: no template is null, and the title is required', () => {
    expect(positionEditFormSchema.parse({ title: ' Dev ', status: 'filled', template_id: '' })).toMatchObject(
      {
        title: 'Dev',
        status: 'filled',
        template_id: null,
      },
    );
    expect(
      positionEditFormSchema.parse({ title: 'Dev', status: 'filled', template_id: '7' }).template_id,
    ).toBe(7);
    expect(
      positionEditFormSchema.safeParse({ title: ' ', status: 'filled', template_id: '' }).error?.issues[0]
        ?.message,
    ).toBe('Position title is required');
  });
});
