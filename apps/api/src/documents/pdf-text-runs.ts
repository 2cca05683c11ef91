import type { Content } from 'pdfmake/interfaces';
import { type FontStyle, textWidth } from './pdf-engine';

/** A piece of text in one style: what pdfmake calls an inline, with what textWidth needs to measure it. */
export type TextRun = { text: string; fontSize: number; bold?: boolean; italics?: boolean; color?: string };

/** Rounding between this measure and pdfmake's own never pushes a text that "fits" past its column. */
const SPARE = 1;

/**
 * `run`, marked noWrap when it fits on one line `width` points wide. Why: pdfmake lays out and draws a text one
 * word at a time (some twenty style look-ups, a pdfkit text object and colour operators per word), which in a
 * statement of 900 lines was most of the render. A text that fits loses nothing by being set in one piece; one
 * that does not wraps at its words as before.
 *
 * @example wholeIfFits({ text: line.candidate, fontSize: 9 }, 130)
 */
export function wholeIfFits<Run extends TextRun>(run: Run, width: number): Run {
  const style: FontStyle = run.bold
    ? run.italics
      ? 'bolditalics'
      : 'bold'
    : run.italics
      ? 'italics'
      : 'normal';
  return textWidth(run.text, run.fontSize, style) <= width - SPARE ? { ...run, noWrap: true } : run;
}

/**
 * Runs on lines of their own, as one text: cheaper for pdfmake than a stack of texts. Each line break is a run of
 * its own in the size of the line it ends (a noWrap run cannot hold one, and a break in the default size would make
 * that line taller).
 */
export function linesOf(runs: TextRun[]): Content {
  return {
    text: runs.flatMap((run, index) =>
      index === 0 ? [run] : [{ text: '\n', fontSize: runs[index - 1]?.fontSize }, run],
    ),
  };
}
