import { describe, expect, it } from 'vitest';
import { renderFeedbackPdf } from './feedback-pdf';
import type { FeedbackReport } from './feedback-report';
import { feedbackReport, structuredFeedback } from './feedback-report.fixture';
import { BOTTOM, isFooter, outsideMargins, type PdfPage, pdfPages, TOP } from './pdf-layout-support';

async function layout(report: FeedbackReport): Promise<PdfPage[]> {
  return pdfPages(await renderFeedbackPdf(report));
}

/** How far down each page its content reaches, as a share of the room the margins leave for it. */
function fill(pages: PdfPage[]): number[] {
  return pages.map((page) => {
    const bottoms = page.texts.filter((text) => !isFooter(page, text)).map((text) => text.bottom);
    return Math.round(((Math.max(TOP, ...bottoms) - TOP) / (page.height - TOP - BOTTOM)) * 100) / 100;
  });
}

const sentence =
  'Кандидат впевнено пояснює архітектурні рішення, наводить приклади з досвіду та чесно говорить про компроміси. ';

/** Structured feedback with `areas` areas, each note (and the overall comment) `sentences` long if given. */
function withAreas(areas: number, sentences: number, questions: boolean): FeedbackReport {
  const feedback = structuredFeedback(areas);
  const long = sentences > 0 ? `<p>${sentence.repeat(sentences)}</p>` : null;
  return feedbackReport({
    content: {
      kind: 'structured',
      feedback: {
        ...feedback,
        overall_comment: long ?? feedback.overall_comment,
        knowledge_areas: feedback.knowledge_areas.map((area) => ({
          ...area,
          questions: questions ? area.questions : [],
          note: long ?? area.note,
        })),
      },
    },
  });
}

/** Long Cyrillic names and texts everywhere, and words too long for any line. */
const longCyrillic = feedbackReport({
  candidate: {
    name: 'Олександра-Катерина Володимирівна Шевченко-Коваленко',
    title: 'Провідна інженерка з розробки розподілених систем',
  },
  position: { title: 'Головний архітектор платформи обробки даних у реальному часі' },
  client: { name: 'Товариство з обмеженою відповідальністю «Українські Цифрові Рішення»' },
  interviewer: { name: 'Ярослав_Григорович_Дорошенко-Заболотний-Кривоноженко-Старший' },
  timeZone: 'Europe/Kyiv',
  content: {
    kind: 'structured',
    feedback: {
      ...structuredFeedback(8),
      knowledge_areas: structuredFeedback(8).knowledge_areas.map((area, index) => ({
        ...area,
        name: index === 0 ? 'Розподілені_системи_та_архітектура_високонавантажених_сервісів' : area.name,
        note:
          index === 1
            ? 'Див. https://example.com/a/very/long/path/that/never/breaks/anywhere/at/all/and/keeps/going/on.html'
            : `<p>${sentence.repeat(6)}</p><ul><li>${sentence}</li><li>${sentence}</li></ul>`,
      })),
      strong_sides: sentence.repeat(4),
      overall_comment: sentence.repeat(10),
    },
  },
});

describe('feedback PDF layout', () => {
  it('lays the standard report out on three full pages, all text inside the margins', async () => {
    const pages = await layout(feedbackReport());

    expect(pages).toHaveLength(3);
    expect(outsideMargins(pages)).toEqual([]);
    for (const share of fill(pages).slice(0, -1)) expect(share).toBeGreaterThan(0.85);
  });

  it('keeps the rating band and a long Cyrillic report inside the margins, with no half-empty page', async () => {
    const pages = await layout(longCyrillic);

    expect(pages).toHaveLength(5);
    expect(outsideMargins(pages)).toEqual([]);
    for (const share of fill(pages).slice(0, -1)) expect(share).toBeGreaterThan(0.75);
    const texts = pages.flatMap((page) => page.texts.map((text) => text.text)).join(' ');
    expect(texts).toContain('OVERALL RATING');
    expect(texts).toContain('EET (Europe/Kyiv)');
  });

  it.each([
    // One area: it used to take three pages, the second one holding two lines.
    { areas: 1, sentences: 0, questions: true, expected: 2 },
    // These two used to have an empty page.
    { areas: 3, sentences: 6, questions: true, expected: 3 },
    { areas: 4, sentences: 6, questions: false, expected: 2 },
    { areas: 5, sentences: 12, questions: false, expected: 4 },
  ])(
    'fills every page but the last: $areas areas of $sentences sentences → $expected pages',
    async ({ areas, sentences, questions, expected }) => {
      const pages = await layout(withAreas(areas, sentences, questions));

      expect(pages).toHaveLength(expected);
      expect(outsideMargins(pages)).toEqual([]);
      for (const share of fill(pages).slice(0, -1)) expect(share).toBeGreaterThan(0.6);
      expect(fill(pages).at(-1)).toBeGreaterThan(0);
    },
  );
});
