import { describe, expect, it } from 'vitest';
import { jobListQuerySchema, jobUpdateSchema, spreadsheetLink, UNKNOWN_POSITION_STATUS } from './jobs';

describe('spreadsheetLink', () => {
  it('turns a bare spreadsheet id into the full link', () => {
    expect(spreadsheetLink(' 1AbC-dEf_GhIjKlMn ')).toBe(
      'https://docs.google.com/spreadsheets/d/1AbC-dEf_GhIjKlMn/edit',
    );
  });

  it('keeps a full http(s) link as it is', () => {
    const link = 'https://docs.google.com/spreadsheets/d/abc/edit#gid=0';
    expect(spreadsheetLink(link)).toBe(link);
  });

  it('answers null for blanks and values that are neither', () => {
    expect(spreadsheetLink('')).toBeNull();
    expect(spreadsheetLink('not a link')).toBeNull();
    expect(spreadsheetLink('ftp://example.test/x')).toBeNull();
  });
});

describe('jobUpdateSchema', () => {
  it('keeps only the fields sent', () => {
    expect(jobUpdateSchema.parse({ title: ' Go developer ' })).toEqual({ title: 'Go developer' });
  });

  it('normalises free-text status and refuses values that are not a status', () => {
    expect(jobUpdateSchema.parse({ status: 'Closed' }).status).toBe('filled');
    expect(jobUpdateSchema.parse({ status: '' }).status).toBe('active');
    expect(jobUpdateSchema.safeParse({ status: 'archived' }).error?.issues[0]?.message).toBe(
      UNKNOWN_POSITION_STATUS,
    );
  });

  it('requires a title when one is sent', () => {
    expect(jobUpdateSchema.safeParse({ title: '   ' }).success).toBe(false);
    expect(jobUpdateSchema.safeParse({ title: null }).success).toBe(false);
  });

  it('cleans technologies ignoring case, and reads null as none', () => {
    expect(jobUpdateSchema.parse({ technologies: ['Go', ' go', '', 'AWS'] }).technologies).toEqual([
      'Go',
      'AWS',
    ]);
    expect(jobUpdateSchema.parse({ technologies: null }).technologies).toEqual([]);
  });

  it('stores the feedback template link as a full link, blank as null, and refuses junk', () => {
    expect(jobUpdateSchema.parse({ feedback_template_link: '1AbCdEfGhIjKlMn' }).feedback_template_link).toBe(
      'https://docs.google.com/spreadsheets/d/1AbCdEfGhIjKlMn/edit',
    );
    expect(jobUpdateSchema.parse({ feedback_template_link: ' ' }).feedback_template_link).toBeNull();
    expect(jobUpdateSchema.safeParse({ feedback_template_link: 'bad link' }).success).toBe(false);
  });
});

describe('jobListQuerySchema', () => {
  it('reads the status comma list, ignoring unknown values', () => {
    expect(jobListQuerySchema.parse({ status: 'active,foo,filled' }).status).toEqual(['active', 'filled']);
    expect(jobListQuerySchema.parse({ status: ['cancelled', 'paused'] }).status).toEqual([
      'cancelled',
      'paused',
    ]);
    expect(jobListQuerySchema.parse({}).status).toEqual([]);
  });

  it('defaults to title ascending and caps the page size at 200', () => {
    expect(jobListQuerySchema.parse({})).toMatchObject({ sort_by: 'title', sort_order: 'asc', limit: 20 });
    expect(jobListQuerySchema.safeParse({ limit: '200' }).success).toBe(true);
    expect(jobListQuerySchema.safeParse({ limit: '201' }).success).toBe(false);
  });
});
