import type { AreaLevel } from '@interview-hub/contracts/feedback';
import type { Content, ContentSvg, CustomTableLayout, Margins, StyleDictionary } from 'pdfmake/interfaces';

/** The report's palette: one deep-blue accent, slate greys, and status colours only where they carry meaning. */
export const colors = {
  ink: '#1F2937',
  muted: '#6B7280',
  rule: '#E5E7EB',
  panel: '#F6F8FB',
  accent: '#1F4E79',
  accentSoft: '#E8F0F8',
  starOn: '#F2A516',
  starOff: '#D6DBE1',
} as const;

export type Tone = { text: string; fill: string };

export const tones = {
  good: { text: '#166534', fill: '#DCFCE7' },
  neutral: { text: colors.accent, fill: colors.accentSoft },
  warning: { text: '#92400E', fill: '#FEF3C7' },
  bad: { text: '#991B1B', fill: '#FEE2E2' },
  none: { text: colors.muted, fill: '#F1F3F5' },
} as const satisfies Record<string, Tone>;

export function areaLevelTone(level: AreaLevel): Tone {
  switch (level) {
    case 'exceeds expectations':
      return tones.good;
    case 'meets expectations':
      return tones.neutral;
    case 'below expectations':
      return tones.warning;
    case 'N/A':
      return tones.none;
    default:
      return assertNever(level);
  }
}

function assertNever(value: never): never {
  throw new Error(`Unexpected value: ${String(value)}`);
}

/** The page footer's style: also how the page-break rule (feedback-pdf.ts) tells the footer from the content. */
export const FOOTER_STYLE = 'footer';

export const styles: StyleDictionary = {
  [FOOTER_STYLE]: { fontSize: 8, color: colors.muted },
  brand: { fontSize: 8, bold: true, color: colors.accent },
  title: { fontSize: 24, bold: true, color: colors.ink, margin: [0, 2, 0, 0] },
  meta: { fontSize: 8.5, color: colors.muted, alignment: 'right', lineHeight: 1.3 },
  label: { fontSize: 7.5, bold: true, color: colors.muted },
  value: { fontSize: 10.5, color: colors.ink },
  candidate: { fontSize: 17, bold: true, color: colors.ink },
  candidateTitle: { fontSize: 10.5, color: colors.muted },
  score: { fontSize: 22, bold: true, color: colors.ink },
  verdict: { fontSize: 13, bold: true, color: colors.ink },
  section: { fontSize: 13, bold: true, color: colors.accent, margin: [0, 14, 0, 2] },
  areaName: { fontSize: 11.5, bold: true, color: colors.ink },
  question: { fontSize: 9.5, color: colors.ink },
  empty: { fontSize: 9.5, italics: true, color: colors.muted },
};

/** A short label on a tinted background: a one-cell table, the only way pdfmake fills behind text. */
export function badge(text: string, tone: Tone, fontSize = 8.5): Content {
  return {
    table: { body: [[{ text, bold: true, color: tone.text, fontSize, fillColor: tone.fill, noWrap: true }]] },
    layout: {
      ...noLines,
      paddingLeft: () => 7,
      paddingRight: () => 7,
      paddingTop: () => 2,
      paddingBottom: () => 2,
    },
  };
}

const noLines: CustomTableLayout = { hLineWidth: () => 0, vLineWidth: () => 0 };

/**
 * A card: hairline frame and row rules, with a thick bar on the left in the card's tone; the first row is a tinted
 * header that pdfmake repeats when the card breaks across pages.
 */
export function cardLayout(bar: string): CustomTableLayout {
  return {
    hLineWidth: () => 0.6,
    vLineWidth: (i) => (i === 0 ? 3 : 0.6),
    hLineColor: () => colors.rule,
    vLineColor: (i) => (i === 0 ? bar : colors.rule),
    paddingLeft: () => 12,
    paddingRight: () => 12,
    paddingTop: (i) => (i === 0 ? 6 : 7),
    paddingBottom: (i) => (i === 0 ? 6 : 8),
    fillColor: (i) => (i === 0 ? colors.panel : null),
  };
}

/**
 * Five stars as an SVG image, so no font needs a star glyph. Not a pdfmake canvas polyline: pdfmake moves a
 * polyline's points in place and does not move them back when it lays the document out again (it does, to keep a
 * section heading off the foot of a page), so the stars vanished and left an empty block in the rating panel.
 */
export function stars(rating: number, max: number, size = 8): ContentSvg {
  const gap = 4;
  const width = max * size * 2 + (max - 1) * gap;
  const shapes = Array.from({ length: max }, (_, i) => {
    const points = starPoints(size + i * (size * 2 + gap), size, size)
      .map(({ x, y }) => `${x.toFixed(2)},${y.toFixed(2)}`)
      .join(' ');
    return `<polygon points="${points}" fill="${i < rating ? colors.starOn : colors.starOff}"/>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${size * 2}" viewBox="0 0 ${width} ${size * 2}">${shapes.join('')}</svg>`;
  return { svg, width, margin: [0, 4, 0, 0] };
}

function starPoints(cx: number, cy: number, outer: number) {
  const inner = outer * 0.45;
  return Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    return { x: cx + radius * Math.cos(angle), y: cy + radius * Math.sin(angle) };
  });
}

/** Width of the text column: A4 (595 pt) less two 48 pt margins. */
export const CONTENT_WIDTH = 499;

/** A full-width horizontal line. */
export function rule(color: string, width: number, margin: Margins): Content {
  return {
    canvas: [{ type: 'line', x1: 0, y1: 0, x2: CONTENT_WIDTH, y2: 0, lineWidth: width, lineColor: color }],
    margin,
  };
}
