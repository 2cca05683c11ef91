import { describe, expect, it } from 'vitest';
import { renderFeedbackPdf as render } from './feedback-pdf';
import { feedbackReport } from './feedback-report.fixture';
import { embeddedCharacters, pdfStreams, pdfText } from './pdf-test-support';

// The fonts are parsed once per process and shared by every document (pdf-shared-fonts.ts): these tests pin down
// that nothing of one report leaks into, or goes missing from, the next.

/** Structured feedback for Zhanna: the only report here with 'Ж'. */
const zhanna = feedbackReport({
  feedbackId: 101,
  candidate: { name: 'Жанна Жук', title: 'Backend Engineer' },
  interviewer: { name: 'Ewa Żółkiewska' },
});

/** Plain-text feedback for Dmytro: Cyrillic too, no 'Ж'. */
const dmytro = feedbackReport({
  feedbackId: 102,
  candidate: { name: 'Дмитро Шевченко', title: null },
  client: { name: 'Ærø Data' },
  content: { kind: 'plain', text: 'Пише чистий код.\nДобре пояснює рішення.' },
});

describe('renderFeedbackPdf across documents', () => {
  it('renders different reports one after another, each with its own Cyrillic names and none of the other’s', async () => {
    const first = pdfText(await render(zhanna));
    const second = pdfText(await render(dmytro));
    const third = pdfText(await render(zhanna));

    for (const text of [first, third]) {
      expect(text).toContain('Жанна Жук');
      expect(text).toContain('Ewa Żółkiewska');
      expect(text).toContain('Société Générale Tech');
      expect(text).not.toContain('Дмитро');
    }
    expect(second).toContain('Дмитро Шевченко');
    expect(second).toContain('Пише чистий код.');
    expect(second).toContain('Добре пояснює рішення.');
    expect(second).toContain('Ærø Data');
    expect(second).not.toContain('Жанна');
    expect(second).not.toContain('Knowledge areas');
  });

  it('renders different reports at the same time, each complete', async () => {
    const [first, second, third] = (await Promise.all([render(zhanna), render(dmytro), render(zhanna)])).map(
      pdfText,
    );

    expect(first).toContain('Жанна Жук');
    expect(first).toContain('Knowledge areas');
    expect(third).toEqual(first);
    expect(second).toContain('Дмитро Шевченко');
    expect(second).toContain('Добре пояснює рішення.');
    expect(second).not.toContain('Жанна');
  });

  it('embeds in each PDF exactly the glyphs it prints, whatever was rendered before', async () => {
    const before = await render(dmytro);
    const other = await render(zhanna);
    const after = await render(dmytro);

    // Fonts, page contents and character maps: the same bytes whether or not another report came in between.
    expect(pdfStreams(after)).toEqual(pdfStreams(before));
    expect(embeddedCharacters(other)).toContain('Ж');
    expect(embeddedCharacters(after)).not.toContain('Ж');
    expect(embeddedCharacters(after)).toContain('Ш');
    expect(embeddedCharacters(after)).toEqual(printedCharacters(after));
  });

  it('reads ligatures and Greek letters the same whatever an earlier report contained', async () => {
    // Compatibility forms (ﬁ U+FB01, Ohm U+2126, increment U+2206) share glyphs with 'fi', 'Ω' and 'Δ'.
    await render(feedbackReport({ feedbackId: 103, content: { kind: 'plain', text: 'ﬁnal Ω ∆' } }));
    const text = pdfText(
      await render(feedbackReport({ feedbackId: 104, content: { kind: 'plain', text: 'final Ω Δ' } })),
    );

    expect(text).toContain('final Ω Δ');
  });
});

/** Every character pdftotext reads from the PDF, plus the space and the subset's required empty glyph. */
function printedCharacters(pdf: Buffer): Set<string> {
  const characters = new Set(pdfText(pdf).replace(/\s/g, ''));
  characters.add(' ');
  characters.add('\0');
  return characters;
}
