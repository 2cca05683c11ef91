import { describe, expect, it } from 'vitest';
import { type GlyphRun, memoiseLayout } from './pdf-layout-memo';

class Position {
  constructor(
    public xAdvance: number,
    public yAdvance = 0,
  ) {}
}

/** Shaped like fontkit's GlyphRun: the total advance is a getter over the positions. */
class Run implements GlyphRun {
  constructor(
    public glyphs: object[],
    public positions: Position[],
  ) {}

  get advanceWidth(): number {
    return this.positions.reduce((sum, position) => sum + position.xAdvance, 0);
  }
}

/** A font that shapes each character as a glyph 100 units wide and counts how often it really shapes. */
function countingFont() {
  const glyph = { id: 7 };
  const shaped: string[] = [];
  const font = {
    layout(text: string, ..._options: unknown[]): GlyphRun {
      shaped.push(text);
      return new Run(
        [...text].map(() => glyph),
        [...text].map(() => new Position(100)),
      );
    },
  };
  return { font, shaped, glyph };
}

describe('memoiseLayout', () => {
  it('shapes a word once and hands out an independent copy of the run every time', () => {
    const { font, shaped, glyph } = countingFont();
    memoiseLayout(font);

    const first = font.layout('word ');
    // What pdfkit does to each run it gets: scale the positions in place.
    for (const position of first.positions) if (position instanceof Position) position.xAdvance *= 0.5;
    const second = font.layout('word ');

    expect(shaped).toEqual(['word ']);
    expect(second).toBeInstanceOf(Run);
    expect(second).not.toBe(first);
    expect((second as Run).advanceWidth).toBe(500);
    expect((first as Run).advanceWidth).toBe(250);
    expect(second.glyphs[0]).toBe(glyph);
  });

  it('always shapes again when features, a script, a language or a direction are asked for', () => {
    const { font, shaped } = countingFont();
    memoiseLayout(font);

    font.layout('word', ['smcp']);
    font.layout('word', ['smcp']);
    font.layout('word', undefined, 'cyrl');

    expect(shaped).toEqual(['word', 'word', 'word']);
  });

  it('forgets the least recently used word once it holds the limit', () => {
    const { font, shaped } = countingFont();
    memoiseLayout(font, 2);

    font.layout('a');
    font.layout('b');
    font.layout('a');
    font.layout('c'); // evicts 'b', used longest ago
    font.layout('a');
    font.layout('c');
    font.layout('b');

    expect(shaped).toEqual(['a', 'b', 'c', 'b']);
  });
});
