import { createRequire } from 'node:module';
import type { TDocumentDefinitions, TFontDictionary } from 'pdfmake/interfaces';
import { pdfkitFontkit, shareParsedFont } from './pdf-shared-fonts';

/**
 * pdfmake's Node entry also carries the virtual file system it reads fonts from before the disk; the published
 * types only describe it for the browser build.
 */
type PdfMake = typeof import('pdfmake') & {
  virtualfs: { writeFileSync(name: string, content: Uint8Array): void };
};

// Resolved against node_modules at run time: works from source (Vitest, tsx) and from the bundle, where npm
// packages stay external.
const require = createRequire(import.meta.url);

/** Roboto as shipped inside the pdfmake package: Latin (with accents), Cyrillic and Greek. */
const FONT_FILES = {
  normal: 'Roboto-Regular.ttf',
  bold: 'Roboto-Medium.ttf',
  italics: 'Roboto-Italic.ttf',
  bolditalics: 'Roboto-MediumItalic.ttf',
} as const;

/** Names in pdfmake's virtual file system; kept apart from anything else that might be stored there. */
const VIRTUAL_FONT_DIR = 'interview-hub-fonts';

let engine: PdfMake | undefined;

export type FontStyle = keyof typeof FONT_FILES;

/** What textWidth reads of a parsed fontkit font: its units and a shaped run's advance, in those units. */
type MeasuringFont = { unitsPerEm: number; layout(text: string): { advanceWidth: number } };

/** The very parsed fonts pdfkit lays every document's text out with (pdf-shared-fonts.ts), by style. */
const parsedFonts = new Map<FontStyle, MeasuringFont>();

/**
 * pdfmake configured once per process. Each font file is read and parsed once (pdf-shared-fonts.ts explains how
 * pdfkit is given the parsed font for every document) and served from pdfmake's virtual file system, so a document
 * touches neither the disk nor the network: URL access is refused and local file access is refused outright.
 * pdfmake's Node entry is a process-wide instance, so this module must stay its only user.
 */
function pdfEngine(): PdfMake {
  if (engine) return engine;
  const pdfmake = require('pdfmake') as PdfMake;
  if (typeof pdfmake.virtualfs?.writeFileSync !== 'function') {
    throw new Error('pdfmake no longer exposes its virtual file system: PDFs cannot load their fonts');
  }
  const roboto: Record<string, string> = {};
  for (const [style, file] of Object.entries(FONT_FILES)) {
    const name = `${VIRTUAL_FONT_DIR}/${file}`;
    const placeholder = shareParsedFont(require.resolve(`pdfmake/fonts/Roboto/${file}`));
    pdfmake.virtualfs.writeFileSync(name, placeholder);
    parsedFonts.set(style as FontStyle, pdfkitFontkit().create(placeholder) as unknown as MeasuringFont);
    roboto[style] = name;
  }
  const fonts: TFontDictionary = { Roboto: roboto };
  pdfmake.setFonts(fonts);
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  engine = pdfmake;
  return engine;
}

/**
 * Renders a document definition to PDF bytes with the shared fonts (Roboto: Latin, Cyrillic, Greek).
 *
 * @example const pdf = await renderPdf({ content: 'Hello' });
 */
export function renderPdf(document: TDocumentDefinitions): Promise<Buffer> {
  return pdfEngine().createPdf(document).getBuffer();
}

/**
 * How wide pdfmake will find `text` in Roboto of that size and style, in points: measured as pdfkit measures it
 * (shaped a space-ended piece at a time, kerning included), on the same shared fonts.
 *
 * @example textWidth('Ana Núñez', 9) // 41.3
 */
export function textWidth(text: string, fontSize: number, style: FontStyle = 'normal'): number {
  pdfEngine();
  const font = parsedFonts.get(style);
  if (!font) throw new Error(`No ${style} font`);
  let units = 0;
  for (const piece of text.match(/[^ \t]*[ \t]?/g) ?? []) {
    if (piece) units += font.layout(piece).advanceWidth;
  }
  return (units * fontSize) / font.unitsPerEm;
}
