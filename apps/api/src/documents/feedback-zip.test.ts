import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { feedbackZip } from './feedback-zip';

describe('feedbackZip', () => {
  it('holds exactly the PDF and the pretty JSON of the feedback', () => {
    const pdf = Buffer.from('%PDF-1.3\n%fake\n');
    const json = { id: 12, candidate: 'Олена Коваль', rating: 4 };

    const entries = unzipSync(feedbackZip({ feedbackId: 12, pdf, json }));

    expect(Object.keys(entries).sort()).toEqual(['feedback-12.json', 'feedback-12.pdf']);
    expect(Buffer.from(entries['feedback-12.pdf'] ?? []).equals(pdf)).toBe(true);
    const text = strFromU8(entries['feedback-12.json'] ?? new Uint8Array());
    expect(JSON.parse(text)).toEqual(json);
    expect(text).toContain('\n  "candidate": "Олена Коваль"');
  });
});
