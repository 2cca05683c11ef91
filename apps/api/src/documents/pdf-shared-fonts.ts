import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { memoiseLayout, type ShapingFont } from './pdf-layout-memo';

/**
 * Why this file exists: pdfkit opens a new font for every document (`fontkit.create` on the font bytes), so each
 * PDF re-parses the font and, far worse, re-decodes the OpenType GSUB/GPOS lookup tables lazily while shaping its
 * text: a CPU profile showed that decoding alone as ~30 % of a render. pdfkit has no public way to reuse a parsed
 * font, but fontkit has a public plug-in point, `registerFormat`: a format is a class with a static `probe(bytes)`
 * that `fontkit.create` tries after its built-in formats. We register one that recognises only the placeholder
 * buffers made here (by identity) and answers with the font parsed once per process.
 *
 * This is safe because a fontkit font is read-only parsed tables plus caches bounded by the font itself (glyphs,
 * decoded lookups); everything per document (the glyph subset, widths, ToUnicode map and pdfkit's layout cache)
 * lives in pdfkit's per-document wrapper, which pdfkit still creates for every document. Fontkit work is
 * synchronous, so concurrent renders never interleave inside it. The one piece of shared state a document can see
 * is which characters a glyph stands for; `pinGlyphCharacters` fixes that before any document is rendered. Shaped
 * words are kept across documents too, bounded (pdf-layout-memo.ts).
 *
 * If pdfkit stops opening fonts through this fontkit, a placeholder is not a font and every render throws; the
 * tests in pdf-shared-fonts.test.ts check the hook directly.
 */

/** The parts of a parsed fontkit font used here; pdfkit uses the rest. */
export type ParsedFont = ShapingFont & {
  readonly postscriptName: string;
  readonly characterSet: readonly number[];
  glyphForCodePoint(codePoint: number): object;
};

type FontFormat = {
  probe(bytes: Uint8Array): boolean;
  new (stream: { buffer: Uint8Array }): object;
};

type Fontkit = {
  create(bytes: Uint8Array, postscriptName?: string): ParsedFont;
  registerFormat(format: FontFormat): void;
};

const require = createRequire(import.meta.url);
const parsedFonts = new WeakMap<Uint8Array, ParsedFont>();
let fontkit: Fontkit | undefined;

/**
 * fontkit exactly as pdfkit loads it (resolved from pdfmake → pdfkit), so the format is registered on the very
 * module instance pdfkit calls, even if another copy of fontkit is installed elsewhere.
 */
export function pdfkitFontkit(): Fontkit {
  if (fontkit) return fontkit;
  const pdfkitEntry = createRequire(require.resolve('pdfmake')).resolve('pdfkit');
  const loaded = createRequire(pdfkitEntry)('fontkit') as Fontkit;
  loaded.registerFormat(SharedFontFormat);
  fontkit = loaded;
  return fontkit;
}

/**
 * A fontkit "format" for the placeholders: `fontkit.create` calls `new format(stream)`, and a constructor that
 * returns an object makes `new` yield that object, here the font parsed once.
 */
class SharedFontFormat {
  static probe(bytes: Uint8Array): boolean {
    return parsedFonts.has(bytes);
  }

  constructor(stream: { buffer: Uint8Array }) {
    const font = parsedFonts.get(stream.buffer);
    if (!font) throw new Error('Not a shared font placeholder');
    // biome-ignore lint/correctness/noConstructorReturn: fontkit only calls `new format(stream)`; the shared font is the point.
    return font;
  }
}

/**
 * Parses the font file once and returns a small placeholder buffer to give pdfkit instead of the font bytes: every
 * document that opens the placeholder gets the same parsed font. Call it once per font file and keep the
 * placeholder; each call parses again.
 *
 * @example
 * pdfmake.virtualfs.writeFileSync('Roboto-Regular.ttf', shareParsedFont('/path/to/Roboto-Regular.ttf'));
 */
export function shareParsedFont(path: string): Uint8Array {
  const font = pdfkitFontkit().create(readFileSync(path));
  pinGlyphCharacters(font);
  memoiseLayout(font);
  // Never a valid font header, so no built-in fontkit format claims it; identity, not content, selects the font.
  const placeholder = new TextEncoder().encode(`shared font placeholder: ${font.postscriptName}`);
  parsedFonts.set(placeholder, font);
  return placeholder;
}

/**
 * fontkit keeps one object per glyph and records on it the characters it was first reached from; pdfkit copies
 * those into each PDF's ToUnicode map, which copy and paste, search and pdftotext read. With the font shared,
 * "first" would mean first in any earlier document: a literal 'ﬁ' (U+FB01) or Ohm sign (U+2126) in one report
 * would change how 'fi' or 'Ω' (U+03A9) extract from every later one. Reaching glyphs once here, in a fixed order, settles it for good: the
 * standard Latin ligatures from their letters first, then every mapped character in code-point order (so the
 * shared Δ glyph reads as Greek U+0394, not U+2206).
 */
function pinGlyphCharacters(font: ParsedFont): void {
  font.layout('ff fi fl ffi ffl');
  for (const codePoint of [...font.characterSet].sort((a, b) => a - b)) font.glyphForCodePoint(codePoint);
}
