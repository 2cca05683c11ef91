/** A dated entry of a candidate's notes: `[2024-05-01]: <p>…</p>`. */
export type CandidateNote = { key: string; date: string; html: string; text: string };

/** Note previews: 50 characters in the field, 100 in the list (spec §9). */
export const NOTE_PREVIEW_FIELD_LENGTH = 50;
export const NOTE_PREVIEW_LIST_LENGTH = 100;

const MARKER = /\[([\d-]+)\]:/g;

/** The visible text of an HTML fragment, with whitespace collapsed; nothing in it is run or loaded. */
export function htmlToText(html: string): string {
  // A space after each block or line break, so '<li>a</li><li>b</li>' reads 'a b', not 'ab'.
  const spaced = html.replace(/<\/(p|div|li|h[1-6]|tr|td|blockquote)>|<br\s*\/?>/gi, '$& ');
  const document = new DOMParser().parseFromString(spaced, 'text/html');
  return (document.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

export function truncate(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;
}

/**
 * Splits notes on their `[digits-and-dashes]:` markers into dated entries; text before the first marker is an
 * undated entry. Empty entries are dropped.
 */
export function parseCandidateNotes(notes: string | null | undefined): CandidateNote[] {
  if (!notes?.trim()) return [];
  const markers = [...notes.matchAll(MARKER)];
  const chunks: { date: string; html: string }[] = [];
  const lead = notes.slice(0, markers[0]?.index ?? notes.length);
  if (lead.trim()) chunks.push({ date: '', html: lead.trim() });
  markers.forEach((marker, index) => {
    const start = (marker.index ?? 0) + marker[0].length;
    const end = markers[index + 1]?.index ?? notes.length;
    chunks.push({ date: marker[1] ?? '', html: notes.slice(start, end).trim() });
  });
  return chunks
    .map((chunk, index) => ({ ...chunk, key: `${index}-${chunk.date}`, text: htmlToText(chunk.html) }))
    .filter((note) => note.text);
}

/** Note search matches the date or the plain text (spec §5). */
export function matchesNote(note: CandidateNote, search: string): boolean {
  return note.date.includes(search) || note.text.toLowerCase().includes(search);
}
