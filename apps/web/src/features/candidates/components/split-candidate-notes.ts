/** One dated entry of a candidate's notes; `date` is null for text before the first marker. */
export type CandidateNote = { date: string | null; html: string };

/** A note marker: a bracketed date of digits and dashes followed by a colon, e.g. `[2026-10-03]:`. */
const MARKER = /\[([\d-]+)\]:/g;

/**
 * Splits a candidate's notes on their `[date]:` markers (spec §2): each chunk keeps its date and its HTML
 * content, which must still be sanitised before it is rendered. Blank chunks are dropped.
 * @example splitCandidateNotes('[2026-10-03]: <p>Strong</p>') // [{ date: '2026-10-03', html: '<p>Strong</p>' }]
 */
export function splitCandidateNotes(notes: string | null | undefined): CandidateNote[] {
  if (!notes?.trim()) return [];
  const entries: CandidateNote[] = [];
  let date: string | null = null;
  let start = 0;
  const push = (end: number) => {
    const html = notes.slice(start, end).trim();
    if (html) entries.push({ date, html });
  };
  for (const match of notes.matchAll(MARKER)) {
    push(match.index);
    date = match[1] ?? null;
    start = match.index + match[0].length;
  }
  push(notes.length);
  return entries;
}
