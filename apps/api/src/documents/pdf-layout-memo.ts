/**
 * Shaped words kept per font. pdfkit shapes text one word at a time and its own cache of shaped words dies with each
 * document, so every PDF shapes its whole vocabulary again (the fixture: about 170 distinct words). Most words
 * repeat from report to report (labels, headings, common words); names and notes vary. The limit bounds memory
 * (a shaped word is a few hundred bytes) however many documents and distinct texts the process sees.
 */
export const SHAPED_WORDS_PER_FONT = 2000;

/** What fontkit's `layout` returns, as far as this file needs: glyphs and their positions, one each. */
export type GlyphRun = { glyphs: readonly object[]; positions: readonly object[] };

/** A font that shapes text: fontkit's `font.layout(text, features?, script?, language?, direction?)`. */
export type ShapingFont = { layout(text: string, ...options: unknown[]): GlyphRun };

/**
 * Makes `font.layout` remember the runs it shaped for plain text (no features, script, language or direction given:
 * what pdfkit asks for each word), least recently used first out once `limit` words are kept. Each call returns a
 * fresh copy: pdfkit scales a run's positions in place, so a run handed out must never be handed out again.
 *
 * @example
 * memoiseLayout(fontkit.create(bytes));
 */
export function memoiseLayout(font: ShapingFont, limit = SHAPED_WORDS_PER_FONT): void {
  const shape = font.layout.bind(font);
  const runs = new Map<string, GlyphRun>();
  font.layout = (text, ...options) => {
    if (options.some((option) => option !== undefined)) return shape(text, ...options);
    let run = runs.get(text);
    if (run) {
      // Re-inserted below: a Map iterates in insertion order, so the first key is the least recently used.
      runs.delete(text);
    } else {
      run = shape(text);
      const oldest = runs.keys().next();
      if (runs.size >= limit && !oldest.done) runs.delete(oldest.value);
    }
    runs.set(text, run);
    return copyRun(run);
  };
}

/** Same class and fields; new arrays and new position objects. Glyphs are the font's own shared, cached objects. */
function copyRun<Run extends GlyphRun>(run: Run): Run {
  return Object.assign(copyObject(run), {
    glyphs: [...run.glyphs],
    positions: run.positions.map(copyObject),
  });
}

function copyObject<Value extends object>(value: Value): Value {
  return Object.assign(Object.create(Object.getPrototypeOf(value)) as Value, value);
}
