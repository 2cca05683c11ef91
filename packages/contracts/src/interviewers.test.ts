import { describe, expect, it } from 'vitest';
import {
  INTERVIEWER_NAME_EMAIL_REQUIRED,
  interviewerInputSchema,
  interviewerListQuerySchema,
} from './interviewers';

const firstMessage = (input: unknown) => interviewerInputSchema.safeParse(input).error?.issues[0]?.message;

describe('interviewerInputSchema', () => {
  it('requires name and email with the modal message', () => {
    expect(firstMessage({ email: 'a@example.test' })).toBe(INTERVIEWER_NAME_EMAIL_REQUIRED);
    expect(firstMessage({ name: '  ', email: 'a@example.test' })).toBe(INTERVIEWER_NAME_EMAIL_REQUIRED);
    expect(firstMessage({ name: 'Ann', email: '' })).toBe(INTERVIEWER_NAME_EMAIL_REQUIRED);
    expect(INTERVIEWER_NAME_EMAIL_REQUIRED).toBe('Name and Email are required.');
  });

  it('formats the phone, cleans the tech stack and trims text', () => {
    const values = interviewerInputSchema.parse({
      name: ' Ann Lee ',
      email: ' ann@example.test ',
      phone: '1 (415) 555-0123',
      tech_stack: [' React', 'React', 'react', ''],
      notes: '  ',
      telegram: ' @ann ',
    });
    expect(values).toMatchObject({
      name: 'Ann Lee',
      email: 'ann@example.test',
      phone: '+1 415 555 0123',
      tech_stack: ['React', 'react'],
      notes: null,
      telegram: '@ann',
    });
  });

  it('keeps absent fields absent so an edit leaves them alone, and drops rating and unknown fields', () => {
    const values = interviewerInputSchema.parse({ name: 'A', email: 'a@example.test', rating: 5, id: 9 });
    expect(values.phone).toBeUndefined();
    expect(values.price).toBeUndefined();
    expect(values).not.toHaveProperty('rating');
    expect(values).not.toHaveProperty('id');
  });

  it('refuses a negative price, a folder that is not a link, a bad chat id and an unknown time zone', () => {
    const base = { name: 'A', email: 'a@example.test' };
    expect(firstMessage({ ...base, price: -1 })).toBe('Price cannot be negative');
    expect(firstMessage({ ...base, feedback_folder_id: 'drive folder' })).toBe(
      'Feedback folder must be an http(s) link',
    );
    expect(firstMessage({ ...base, feedback_folder_id: 'javascript:alert(1)' })).toBe(
      'Feedback folder must be an http(s) link',
    );
    expect(firstMessage({ ...base, telegram_chat_id: 'abc' })).toBe('Telegram Chat ID must be a number');
    for (const timezone of ['Mars/Olympus', 'asia/kolkata', '+05:30', 'Berlin']) {
      expect(firstMessage({ ...base, timezone }), timezone).toBe(
        'Time zone must be an IANA name such as Europe/Berlin',
      );
    }
  });

  it('accepts a drive link, a numeric chat id and a real time zone', () => {
    const values = interviewerInputSchema.parse({
      name: 'A',
      email: 'a@example.test',
      feedback_folder_id: 'https://drive.google.com/drive/folders/abc',
      telegram_chat_id: -100123,
      timezone: 'Europe/Kyiv',
      price: 0,
    });
    expect(values).toMatchObject({ telegram_chat_id: '-100123', timezone: 'Europe/Kyiv', price: 0 });
  });
});

describe('interviewerListQuerySchema', () => {
  it('sorts by name ascending, 20 per page, by default', () => {
    expect(interviewerListQuerySchema.parse({})).toEqual({
      page: 1,
      limit: 20,
      sort_by: 'name',
      sort_order: 'asc',
    });
  });

  it('refuses an unknown sort column', () => {
    expect(interviewerListQuerySchema.safeParse({ sort_by: 'email' }).success).toBe(false);
  });
});
