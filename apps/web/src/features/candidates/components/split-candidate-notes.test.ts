import { describe, expect, it } from 'vitest';
import { splitCandidateNotes } from './split-candidate-notes';

describe('splitCandidateNotes', () => {
  it('splits the notes on [date]: markers, keeping each chunk with its date', () => {
    const notes = '[2026-10-03]: <p>Strong React.</p>\n[2026-09-12]: <p>Screening call</p>';
    expect(splitCandidateNotes(notes)).toEqual([
      { date: '2026-10-03', html: '<p>Strong React.</p>' },
      { date: '2026-09-12', html: '<p>Screening call</p>' },
    ]);
  });

  it('keeps text before the first marker as an undated chunk and drops blank chunks', () => {
    expect(splitCandidateNotes('<p>Imported</p> [2026-1-2]:   [20261003]: <b>x</b>')).toEqual([
      { date: null, html: '<p>Imported</p>' },
      { date: '20261003', html: '<b>x</b>' },
    ]);
  });

  it('treats brackets that are not dates of digits and dashes as content', () => {
    expect(splitCandidateNotes('[2026-10-03]: see [link]: and [a-b]: here')).toEqual([
      { date: '2026-10-03', html: 'see [link]: and [a-b]: here' },
    ]);
  });

  it('answers no chunks for missing or blank notes', () => {
    expect(splitCandidateNotes(null)).toEqual([]);
    expect(splitCandidateNotes('  \n ')).toEqual([]);
  });
});
