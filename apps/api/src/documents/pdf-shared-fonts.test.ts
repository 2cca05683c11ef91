import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { pdfkitFontkit, shareParsedFont } from './pdf-shared-fonts';

const require = createRequire(import.meta.url);
const ROBOTO = require.resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf');

/** The slice of a pdfkit document these tests drive. */
type PdfKitDocument = {
  font(source: Uint8Array | string): PdfKitDocument;
  widthOfString(text: string): number;
};

/** pdfkit exactly as pdfmake loads it. */
const PDFDocument = createRequire(require.resolve('pdfmake'))('pdfkit') as new () => PdfKitDocument;

/**
 * The fontkit font behind a document's current font. pdfkit internals, read on purpose: this is the check that
 * fails if pdfkit stops holding the font it was given.
 */
function parsedFontOf(doc: PdfKitDocument): unknown {
  return (doc as unknown as { _font: { font: unknown } })._font.font;
}

describe('shareParsedFont', () => {
  it('gives every pdfkit document that opens the placeholder the one font parsed from the file', () => {
    const placeholder = shareParsedFont(ROBOTO);
    const shared = pdfkitFontkit().create(placeholder);

    const first = new PDFDocument().font(placeholder);
    const second = new PDFDocument().font(placeholder);

    expect(shared.postscriptName).toBe('Roboto-Regular');
    expect(parsedFontOf(first)).toBe(shared);
    expect(parsedFontOf(second)).toBe(shared);
    expect(second.widthOfString('Олена Коваль')).toBe(
      new PDFDocument().font(ROBOTO).widthOfString('Олена Коваль'),
    );
  });

  it('leaves any other bytes to fontkit’s own formats', () => {
    const placeholder = shareParsedFont(ROBOTO);
    const fontkit = pdfkitFontkit();

    const fromFile = fontkit.create(readFileSync(ROBOTO));

    expect(fromFile.postscriptName).toBe('Roboto-Regular');
    expect(fromFile).not.toBe(fontkit.create(placeholder));
    expect(() => fontkit.create(Uint8Array.from(placeholder))).toThrow('Unknown font format');
  });

  it('shapes like the font read from the file, Cyrillic, accents and ligatures included', () => {
    const shared = pdfkitFontkit().create(shareParsedFont(ROBOTO));
    const fresh = pdfkitFontkit().create(readFileSync(ROBOTO));
    const text = 'Олена Коваль, Société Générale, office ﬁle';

    for (let i = 0; i < 2; i += 1) {
      const run = shared.layout(text);
      const expected = fresh.layout(text);
      expect(run.glyphs.map(glyphId)).toEqual(expected.glyphs.map(glyphId));
      expect(run.positions).toEqual(expected.positions);
    }
  });

  it('reads each glyph as the same characters, whatever text reached it first', () => {
    const fresh = pdfkitFontkit().create(readFileSync(ROBOTO));
    const shared = pdfkitFontkit().create(shareParsedFont(ROBOTO));
    const text = 'ﬁ Ω ∆'; // U+FB01, Ohm U+2126, increment U+2206: glyphs shared with 'fi', 'Ω' and 'Δ'

    expect(fresh.layout(text).glyphs.map(characters)).toEqual(['ﬁ', ' ', 'Ω', ' ', '∆']);
    expect(shared.layout(text).glyphs.map(characters)).toEqual(['fi', ' ', 'Ω', ' ', 'Δ']);
  });
});

function glyphId(glyph: object): unknown {
  return (glyph as { id?: unknown }).id;
}

function characters(glyph: object): string {
  return String.fromCodePoint(...((glyph as { codePoints?: number[] }).codePoints ?? []));
}
