import type { FeedbackArea } from '@interview-hub/contracts/feedback';
import type { Content, ContentTable, ContentText, CustomTableLayout, TableCell } from 'pdfmake/interfaces';
import type { FeedbackReport } from './feedback-report';
import { htmlToBlocks, type TextBlock } from './html-to-text';
import { keepWithNext } from './pdf-keep-with-next';
import { areaLevelTone, cardLayout, colors, rule, tones } from './pdf-theme';

// Widths are percentages, never '*' or 'auto': pdfmake widens those to the longest unbreakable word (a URL in a
// note), past the page's margin; a fixed column wraps the word instead.

/** Structured feedback: one card per knowledge area, then the summary texts; plain feedback: its paragraphs. */
export function reportBody(report: FeedbackReport): Content[] {
  const { content } = report;
  if (content.kind === 'plain') {
    return [sectionHeading('Feedback'), ...textContent(content.text, 'No feedback text was given.')];
  }
  const feedback = content.feedback;
  return [
    sectionHeading('Knowledge areas'),
    ...feedback.knowledge_areas.map(areaCard),
    sectionHeading('Summary'),
    summaryCard([
      ['STRONG SIDES', feedback.strong_sides, tones.good.text],
      ['AREAS FOR IMPROVEMENT', feedback.areas_for_improvements, tones.warning.text],
      ['OVERALL COMMENT', feedback.overall_comment, colors.accent],
    ]),
  ];
}

function sectionHeading(text: string): Content {
  // Its own parts: the text and the rule.
  return keepWithNext({ stack: [{ text, style: 'section' }, rule(colors.rule, 0.8, [0, 4, 0, 10])] }, 2);
}

function areaCard(area: FeedbackArea): Content {
  const tone = areaLevelTone(area.level);
  const header: TableCell = {
    columns: [
      { width: '70%', text: area.name, style: 'areaName', margin: [0, 1, 0, 0] },
      // Plain coloured text, not a badge: pdfmake paints a repeated header row's fill over nested fills.
      {
        width: '30%',
        text: capitalise(area.level),
        bold: true,
        fontSize: 9,
        color: tone.text,
        alignment: 'right',
        margin: [0, 2.5, 0, 0],
      },
    ],
    columnGap: 12,
  };
  const rows: TableCell[][] = [[header]];
  if (area.questions.length > 0) rows.push([questionList(area.questions)]);
  rows.push([{ stack: [label('INTERVIEWER’S NOTE'), ...textContent(area.note, 'No note.')] }]);
  // Its own parts: the header's columns, the area's name and its level.
  return keepWithNext(card(rows, tone.text), 3);
}

function questionList(questions: FeedbackArea['questions']): Content {
  const body = questions.map((question, index): TableCell[] => [
    { text: `${index + 1}.`, style: 'question', color: colors.muted },
    { text: question.text, style: 'question' },
    question.level
      ? {
          text: capitalise(question.level),
          fontSize: 8,
          color: colors.muted,
          alignment: 'right',
          margin: [0, 1.5, 0, 0],
        }
      : '',
  ]);
  return {
    stack: [
      // Kept with the first question, past the table that holds the questions.
      label('QUESTIONS ASKED', 1),
      { table: { widths: ['4%', '78%', '18%'], body }, layout: questionLayout, margin: [0, 0, 0, 2] },
    ],
  };
}

const questionLayout: CustomTableLayout = {
  hLineWidth: (i, node) => (i === 0 || i === node.table.body.length ? 0 : 0.5),
  vLineWidth: () => 0,
  hLineColor: () => colors.rule,
  paddingLeft: (i) => (i === 0 ? 0 : 4),
  paddingRight: (i, node) => (i === (node.table.widths?.length ?? 0) - 1 ? 0 : 4),
  paddingTop: () => 2.5,
  paddingBottom: () => 2.5,
};

/**
 * The three closing texts in one card, each under its label in its colour. It ends the document, so it has no
 * margin below it: pdfmake starts an empty page for a margin that does not fit on the last one.
 */
function summaryCard(parts: [label: string, text: string, color: string][]): Content {
  // Its own part: the first label.
  return keepWithNext(
    {
      table: {
        widths: ['100%'],
        body: parts.map(([title, text, color]) => [
          { stack: [{ ...label(title), color }, ...textContent(text, '—')] },
        ]),
      },
      layout: { ...cardLayout(colors.accent), fillColor: () => null },
    },
    1,
  );
}

/**
 * A card whose first row is repeated on each page it continues on. Not `keepWithHeaderRows`: pdfmake drops whatever
 * of the rows kept with the header does not fit on one page, and a note can be longer than a page.
 */
function card(rows: TableCell[][], bar: string): ContentTable {
  return {
    table: { widths: ['100%'], headerRows: 1, body: rows },
    layout: cardLayout(bar),
    margin: [0, 0, 0, 10],
  };
}

/** A small-caps label over what it introduces, never alone at the foot of a page. */
function label(text: string, ownParts = 0): ContentText {
  return keepWithNext({ text, style: 'label', margin: [0, 0, 0, 4] }, ownParts);
}

/** A note as paragraphs and lists; rich-text HTML is reduced to plain text, never printed as markup. */
export function textContent(text: string, whenEmpty: string): Content[] {
  const blocks = htmlToBlocks(text);
  if (blocks.length === 0) return [{ text: whenEmpty, style: 'empty' }];
  return blocks.map((block, index) => blockContent(block, index === 0 ? 0 : 4));
}

function blockContent(block: TextBlock, top: number): Content {
  const margin: [number, number, number, number] = [0, top, 0, 0];
  if (block.kind === 'paragraph') return { text: block.text, margin };
  const items = block.items.map((item) => ({
    text: item,
    margin: [0, 0, 0, 2] as [number, number, number, number],
  }));
  return block.ordered ? { ol: items, margin } : { ul: items, margin, markerColor: colors.accent };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
