import type { FeedbackArea } from '@interview-hub/contracts/feedback';
import type { Content, CustomTableLayout, TableCell } from 'pdfmake/interfaces';
import type { FeedbackReport } from './feedback-report';
import { htmlToBlocks, type TextBlock } from './html-to-text';
import { areaLevelTone, cardLayout, colors, rule, tones } from './pdf-theme';

/** Headings carry this level so the page-break rule can keep them off the very bottom of a page. */
export const SECTION_HEADLINE_LEVEL = 1;

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
    textCard('Strong sides', feedback.strong_sides, tones.good.text),
    textCard('Areas for improvement', feedback.areas_for_improvements, tones.warning.text),
    textCard('Overall comment', feedback.overall_comment, colors.accent),
  ];
}

function sectionHeading(text: string): Content {
  return {
    stack: [{ text, style: 'section' }, rule(colors.rule, 0.8, [0, 5, 0, 12])],
    headlineLevel: SECTION_HEADLINE_LEVEL,
  };
}

function areaCard(area: FeedbackArea): Content {
  const tone = areaLevelTone(area.level);
  const header: TableCell = {
    columns: [
      { width: '*', text: area.name, style: 'areaName', margin: [0, 1, 0, 0] },
      // Plain coloured text, not a badge: pdfmake paints a repeated header row's fill over nested fills.
      {
        width: 'auto',
        text: capitalise(area.level),
        bold: true,
        fontSize: 9,
        color: tone.text,
        noWrap: true,
        margin: [0, 2.5, 0, 0],
      },
    ],
    columnGap: 12,
  };
  const rows: TableCell[][] = [[header]];
  if (area.questions.length > 0) rows.push([questionList(area.questions)]);
  rows.push([{ stack: [label('INTERVIEWER’S NOTE'), ...textContent(area.note, 'No note.')] }]);
  return card(rows, tone.text);
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
          noWrap: true,
          margin: [0, 1.5, 0, 0],
        }
      : '',
  ]);
  return {
    stack: [
      label('QUESTIONS ASKED'),
      { table: { widths: [14, '*', 'auto'], body }, layout: questionLayout, margin: [0, 0, 0, 2] },
    ],
  };
}

const questionLayout: CustomTableLayout = {
  hLineWidth: (i, node) => (i === 0 || i === node.table.body.length ? 0 : 0.5),
  vLineWidth: () => 0,
  hLineColor: () => colors.rule,
  paddingLeft: (i) => (i === 0 ? 0 : 4),
  paddingRight: (i, node) => (i === (node.table.widths?.length ?? 0) - 1 ? 0 : 4),
  paddingTop: () => 3.5,
  paddingBottom: () => 3.5,
};

function textCard(title: string, text: string, bar: string): Content {
  return card([[{ text: title, style: 'areaName' }], [{ stack: textContent(text, '—') }]], bar);
}

function card(rows: TableCell[][], bar: string): Content {
  return {
    table: { widths: ['*'], headerRows: 1, keepWithHeaderRows: 1, body: rows },
    layout: cardLayout(bar),
    margin: [0, 0, 0, 12],
  };
}

function label(text: string): Content {
  return { text, style: 'label', margin: [0, 0, 0, 4] };
}

/** A note as paragraphs and lists; rich-text HTML is reduced to plain text, never printed as markup. */
export function textContent(text: string, whenEmpty: string): Content[] {
  const blocks = htmlToBlocks(text);
  if (blocks.length === 0) return [{ text: whenEmpty, style: 'empty' }];
  return blocks.map((block, index) => blockContent(block, index === 0 ? 0 : 6));
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
