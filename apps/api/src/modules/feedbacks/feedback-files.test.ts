import { create as contentDisposition, parse } from 'content-disposition';
import { describe, expect, it } from 'vitest';
import { feedbackPdfNames } from './feedback-files';
import type { FeedbackListRow } from './feedbacks.repository';

/** Only the fields the names are made of. */
function rowFor(candidate: string): FeedbackListRow {
  return { feedback: { id: 12 }, candidate: { name: candidate } } as unknown as FeedbackListRow;
}

describe('feedbackPdfNames', () => {
  it.each([
    ['Олена Коваль', 'feedback-12-олена-коваль.pdf', 'feedback-12-olena-koval.pdf'],
    ['Ana Núñez', 'feedback-12-ana-núñez.pdf', 'feedback-12-ana-nunez.pdf'],
    ['Ελένη Παπαδοπούλου', 'feedback-12-ελένη-παπαδοπούλου.pdf', 'feedback-12-eleni-papadopoyloy.pdf'],
    [`O'Brien "Jr" / Smith`, 'feedback-12-o-brien-jr-smith.pdf', 'feedback-12-o-brien-jr-smith.pdf'],
    ['王小明', 'feedback-12-王小明.pdf', 'feedback-12.pdf'],
    ['😀 🎉', 'feedback-12.pdf', 'feedback-12.pdf'],
  ])('names the report of %s', (candidate, name, ascii) => {
    expect(feedbackPdfNames(rowFor(candidate))).toEqual({ name, ascii });
  });

  it('keeps a very long name short enough for any file system, without a trailing dash', () => {
    const { name, ascii } = feedbackPdfNames(rowFor('Олександра '.repeat(30)));

    expect(Buffer.byteLength(name)).toBeLessThan(255);
    expect(ascii.length).toBeLessThan(80);
    expect(name).toMatch(/^feedback-12-[^-].*[^-]\.pdf$/u);
    expect(ascii).toMatch(/^feedback-12-[a-z-]*[a-z]\.pdf$/);
  });

  it('gives a header that browsers read back to the UTF-8 name and older clients to the ASCII one', () => {
    const { name, ascii } = feedbackPdfNames(rowFor('Олена Коваль'));
    const header = contentDisposition(name, { fallback: ascii });

    expect(header).toBe(`attachment; filename=${ascii}; filename*=UTF-8''${encodeURIComponent(name)}`);
    expect(parse(header).parameters.filename).toBe(name);
  });
});
