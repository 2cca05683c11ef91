import { describe, expect, it } from 'vitest';
import { documentLines, invoiceOf, statementOf } from './finance-document.fixture';
import { renderFinancePdf } from './finance-pdf';
import { outsideMargins, pdfPages } from './pdf-layout-support';

describe('statement and invoice PDF layout', () => {
  it('keeps a long Cyrillic statement inside the margins, its table header on every page', async () => {
    const pages = await pdfPages(await renderFinancePdf(statementOf(documentLines(60))));

    expect(pages.length).toBeGreaterThan(3);
    expect(outsideMargins(pages)).toEqual([]);
    for (const page of pages) expect(page.texts.map((text) => text.text)).toContain('DETAILS');
    expect(pages.at(-1)?.texts.map((text) => text.text)).toContain('Held until feedback');
  });

  it('keeps every text of the table inside its column, whether set in one piece or wrapped', async () => {
    const pages = await pdfPages(await renderFinancePdf(statementOf(documentLines(40))));
    const overlapping = pages.flatMap((page) =>
      page.texts.flatMap((text, index) =>
        page.texts
          .slice(index + 1)
          .filter((other) => text.top < other.bottom - 1 && other.top < text.bottom - 1)
          .filter((other) => text.left < other.right - 1 && other.left < text.right - 1)
          .map((other) => `${text.text} | ${other.text}`),
      ),
    );

    expect(overlapping).toEqual([]);
  });

  it('keeps an invoice draft with a name too long for its line inside the margins', async () => {
    const name = 'Товариство_з_обмеженою_відповідальністю_Українські_Цифрові_Рішення_та_Партнери';
    const pages = await pdfPages(await renderFinancePdf(invoiceOf(documentLines(5), name)));

    expect(pages).toHaveLength(1);
    expect(outsideMargins(pages)).toEqual([]);
  });

  it('says so when a month has no lines, and still prints zero totals', async () => {
    const pages = await pdfPages(await renderFinancePdf(invoiceOf([])));
    const texts = pages.flatMap((page) => page.texts.map((text) => text.text));

    expect(texts).toContain('No lines in this month.');
    expect(texts.filter((text) => text === '€0.00')).toHaveLength(3);
  });
});
