import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';

/** A run of text as the reader sees it placed on the page, in points from the page's top-left corner. */
export type PlacedText = { text: string; left: number; right: number; top: number; bottom: number };

export type PdfPage = { width: number; height: number; texts: PlacedText[] };

/**
 * Every page of the PDF with where its text lies, read back by pdf.js (Mozilla's PDF reader) from the file alone,
 * so a layout test checks what a reader's viewer draws, not what the document definition asked for.
 */
export async function pdfPages(pdf: Buffer): Promise<PdfPage[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0, isEvalSupported: false })
    .promise;
  try {
    const pages: PdfPage[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const [, , width = 0, height = 0] = page.view;
      const content = await page.getTextContent();
      const texts = content.items
        .filter((item): item is TextItem => 'str' in item && item.str.trim() !== '')
        .map((item) => {
          // transform: [scaleX, skewY, skewX, scaleY, x, y], y being the baseline measured up from the bottom.
          const [, , , , x = 0, baseline = 0] = item.transform as number[];
          return {
            text: item.str,
            left: x,
            right: x + item.width,
            top: height - baseline - item.height,
            bottom: height - baseline,
          };
        });
      pages.push({ width, height, texts });
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

// The page as the client's viewer draws it (pdf.js reads the file back): A4, 48 pt left and right, 44 pt at the
// top, 60 pt at the bottom with the footer inside that margin.
export const SIDE = 48;
export const TOP = 44;
export const BOTTOM = 60;
/** Text boxes are measured from the font size, which reaches a little above the glyphs' real top. */
export const TOLERANCE = 1;

export function isFooter(page: PdfPage, text: PlacedText): boolean {
  return text.top > page.height - BOTTOM;
}

/** Text running into a margin (or off the page), as `page: "text"` so a failure says what and where. */
export function outsideMargins(pages: PdfPage[]): string[] {
  return pages.flatMap((page, index) =>
    page.texts
      .filter((text) => {
        const footer = isFooter(page, text);
        return (
          text.left < SIDE - TOLERANCE ||
          text.right > page.width - SIDE + TOLERANCE ||
          text.top < TOP - TOLERANCE ||
          text.bottom > (footer ? page.height - TOP / 2 : page.height - BOTTOM + TOLERANCE)
        );
      })
      .map((text) => `${index + 1}: "${text.text}"`),
  );
}
