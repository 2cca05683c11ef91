import { describe, expect, it } from 'vitest';
import { matchesNote, parseCandidateNotes, truncate } from './candidate-notes';

const notes =
  'Imported profile.[2026-01-10]: <p>Strong <b>React</b> skills</p>[2026-02-01]: <ul><li>Knows Go</li><li>No visa</li></ul>';

describe('candidate notes', () => {
  it('splits notes on their date markers into plain-text entries', () => {
    const entries = parseCandidateNotes(notes);
    expect(entries.map(({ date, text }) => ({ date, text }))).toEqual([
      { date: '', text: 'Imported profile.' },
      { date: '2026-01-10', text: 'Strong React skills' },
      { date: '2026-02-01', text: 'Knows Go No visa' },
    ]);
    expect(parseCandidateNotes(null)).toEqual([]);
    expect(parseCandidateNotes('[2026-01-01]:   ')).toEqual([]);
  });

  it('matches a note by its date or its text', () => {
    const [, react, go] = parseCandidateNotes(notes);
    if (!react || !go) throw new Error('expected three notes');
    expect(matchesNote(react, '2026-01')).toBe(true);
    expect(matchesNote(react, 'react')).toBe(true);
    expect(matchesNote(go, 'react')).toBe(false);
  });

  it('truncates previews to the given length', () => {
    expect(truncate('a'.repeat(60), 50)).toBe(`${'a'.repeat(50)}…`);
    expect(truncate('short', 50)).toBe('short');
  });
});
