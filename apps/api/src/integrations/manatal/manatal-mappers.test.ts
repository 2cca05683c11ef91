import { describe, expect, it } from 'vitest';
import { experienceYears, formatNotes, mapCandidate, mapJob, mapOrganization } from './manatal-mappers';
import type { ManatalCandidate, ManatalExperience, ManatalJob } from './manatal-schemas';

const today = new Date('2026-06-01T00:00:00Z');
const candidate = (fields: Partial<ManatalCandidate> = {}): ManatalCandidate => ({
  id: 7,
  full_name: 'Анна Иванова',
  ...fields,
});
const experience = (start_date: string | null, end_date: string | null, id = 1): ManatalExperience => ({
  id,
  start_date,
  end_date,
});

describe('mapOrganization', () => {
  it('keeps the id, name and website, and treats a blank website as none', () => {
    expect(mapOrganization({ id: 3, name: 'Globex', website: 'https://globex.example.com' })).toEqual({
      manatal_id: 3,
      name: 'Globex',
      website: 'https://globex.example.com',
    });
    expect(mapOrganization({ id: 4, name: 'Initech', website: '  ' }).website).toBeNull();
  });
});

describe('mapJob', () => {
  it.each([
    ['active', 'active'],
    ['won', 'filled'],
    ['lost', 'cancelled'],
    ['on_hold', 'paused'],
    [null, 'active'],
    [undefined, 'active'],
  ] as const)('maps status %s to %s', (status, expected) => {
    expect(mapJob({ id: 1, position_name: 'Tech Lead', status }).status).toBe(expected);
  });

  it('takes the title, client id and career page link', () => {
    const job: ManatalJob = {
      id: 12,
      position_name: 'Data Engineer',
      organization: 5,
      status: 'active',
      career_page_url: 'https://careers.example.com/jobs/12',
    };
    expect(mapJob(job)).toEqual({
      manatal_id: 12,
      title: 'Data Engineer',
      status: 'active',
      client_manatal_id: 5,
      posting_link: 'https://careers.example.com/jobs/12',
    });
    expect(mapJob({ id: 13, position_name: 'QA' })).toMatchObject({
      client_manatal_id: null,
      posting_link: null,
    });
  });
});

describe('links from Manatal', () => {
  it.each([
    'javascript:alert(document.cookie)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://files.example.com/job',
    'globex.example.com',
    '//globex.example.com',
  ])('drops %s as a client website and as a job posting link', (value) => {
    expect(mapOrganization({ id: 3, name: 'Globex', website: value }).website).toBeNull();
    expect(mapJob({ id: 12, position_name: 'QA', career_page_url: value }).posting_link).toBeNull();
  });

  it('keeps http and https links, trimmed', () => {
    expect(mapOrganization({ id: 3, name: 'Globex', website: ' http://globex.example.com ' }).website).toBe(
      'http://globex.example.com',
    );
    expect(
      mapJob({ id: 12, position_name: 'QA', career_page_url: 'HTTPS://jobs.example.com/12' }).posting_link,
    ).toBe('HTTPS://jobs.example.com/12');
  });
});

describe('mapCandidate', () => {
  it('maps contact fields, title from current_position and location from candidate_location', () => {
    const mapped = mapCandidate({
      candidate: candidate({
        email: 'anna@example.com',
        phone_number: '+1 555 100 2000',
        current_position: 'Frontend Developer',
        candidate_location: 'Kyiv, Ukraine',
        address: '1 Main Street, Kyiv',
      }),
      today,
    });
    expect(mapped).toEqual({
      manatal_id: 7,
      name: 'Анна Иванова',
      email: 'anna@example.com',
      phone: '+1 555 100 2000',
      title: 'Frontend Developer',
      location: 'Kyiv, Ukraine',
      notes: null,
      experience: null,
    });
  });

  it('falls back to the address when there is no candidate_location', () => {
    expect(mapCandidate({ candidate: candidate({ address: '1 Main Street, Kyiv' }), today }).location).toBe(
      '1 Main Street, Kyiv',
    );
    expect(mapCandidate({ candidate: candidate(), today })).toMatchObject({
      location: null,
      email: null,
      title: null,
    });
  });
});

describe('formatNotes', () => {
  it('puts each note under its creation day, newest first, one per line', () => {
    const notes = [
      { id: 1, info: '<p>First call</p>', creator: 2, created_at: '2025-03-01T10:00:00Z' },
      { id: 2, info: '<p>Offer sent</p>', creator: 2, created_at: '2026-10-03T08:30:00Z' },
      { id: 3, info: '   ', creator: 2, created_at: '2026-11-01T08:30:00Z' },
    ];
    expect(formatNotes(notes)).toBe('[2026-10-03]: <p>Offer sent</p>\n[2025-03-01]: <p>First call</p>');
  });

  it('uses the UTC day of the timestamp and gives null when there is nothing to say', () => {
    expect(formatNotes([{ id: 1, info: '<p>Late</p>', created_at: '2026-10-03T23:30:00-02:00' }])).toBe(
      '[2026-10-04]: <p>Late</p>',
    );
    expect(formatNotes([])).toBeNull();
  });
});

describe('experienceYears', () => {
  it('sums separate ranges in whole years', () => {
    const ranges = [experience('2015-01-01', '2018-01-01'), experience('2019-01-01', '2021-01-01', 2)];
    expect(experienceYears(ranges, today)).toBe(5);
  });

  it('counts overlapping ranges once', () => {
    const ranges = [experience('2016-01-01', '2020-01-01'), experience('2018-01-01', '2022-01-01', 2)];
    expect(experienceYears(ranges, today)).toBe(6);
  });

  it('counts a range with no end date up to today, and rounds down', () => {
    expect(experienceYears([experience('2024-01-01', null)], today)).toBe(2);
    expect(experienceYears([experience('2026-01-01', null)], today)).toBe(0);
  });

  it('is null without any usable range', () => {
    expect(experienceYears([], today)).toBeNull();
    expect(
      experienceYears([experience(null, '2020-01-01'), experience('2020-01-01', '2019-01-01', 2)], today),
    ).toBeNull();
  });

  it('is what mapCandidate reports as experience', () => {
    const experiences = [experience('2020-06-01', '2023-05-31'), experience('2023-06-01', null, 2)];
    expect(mapCandidate({ candidate: candidate(), experiences, today }).experience).toBe(6);
  });
});
