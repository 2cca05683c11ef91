import { execFileSync } from 'node:child_process';
import { inflateSync } from 'node:zlib';

const PDFTOTEXT = '/usr/bin/pdftotext';

/** The text a reader can select and copy, as poppler extracts it. */
export function pdfText(pdf: Buffer): string {
  requirePdftotext();
  if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error('Not a PDF');
  return execFileSync(PDFTOTEXT, ['-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' });
}

/** Checked on every call, not once in a hook, so a machine without it reports each test as failed, none skipped. */
function requirePdftotext() {
  try {
    execFileSync(PDFTOTEXT, ['-v'], { stdio: 'ignore' });
  } catch {
    throw new Error(
      `${PDFTOTEXT} is required by the PDF report tests: install poppler-utils (apt-get install poppler-utils)`,
    );
  }
}

/**
 * Every stream in the file, inflated: page contents, embedded font programs and ToUnicode maps. The document's
 * date and id live outside streams, so two renders of one report give the same list.
 */
export function pdfStreams(pdf: Buffer): string[] {
  const file = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of file.matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    const raw = Buffer.from(match[1] ?? '', 'latin1');
    streams.push(inflateSync(raw).toString('latin1'));
  }
  return streams;
}

/**
 * The characters the embedded fonts' ToUnicode maps cover, that is, the glyphs each embedded subset holds, read back
 * as text (pdfkit writes each map as ranges of `[<0041> <0066 0069> …]`).
 */
export function embeddedCharacters(pdf: Buffer): Set<string> {
  const characters = new Set<string>();
  for (const stream of pdfStreams(pdf).filter((text) => text.includes('begincmap'))) {
    for (const [, list] of stream.matchAll(/\[([^\]]*)\]/g)) {
      for (const [, hex] of (list ?? '').matchAll(/<([0-9a-f ]+)>/g)) {
        const units = (hex ?? '').split(' ').map((unit) => Number.parseInt(unit, 16));
        characters.add(String.fromCharCode(...units));
      }
    }
  }
  return characters;
}
