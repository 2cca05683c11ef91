/** A piece of printable text: a paragraph (may hold line breaks) or a flat bullet / numbered list. */
export type TextBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] };

/** A start or end tag, or a comment. Only a `<` followed by a letter, `/` or `!` opens one, so "a < b" stays text. */
const TAG = /<!--[\s\S]*?-->|<\/?([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g;
/** Elements whose content is never text a reader should see. */
const HIDDEN = /<(script|style|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const LOOKS_LIKE_HTML = /<\/?[a-zA-Z][a-zA-Z0-9]*\b[^>]*>/;
/** Tags that end the running paragraph (anything else, such as b or em, is inline and simply dropped). */
const BLOCK_TAGS = new Set([
  'p',
  'div',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'hr',
  'table',
  'tr',
]);
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};
const ENTITY = /&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]+);/gi;

/**
 * Turns a note into printable blocks. Rich-text HTML (p, br, b, strong, i, em, ul/ol/li …) becomes paragraphs and
 * lists with every tag removed and the common entities decoded; text without tags keeps its own line breaks and
 * is split into paragraphs at blank lines.
 *
 * @example htmlToBlocks('<p>Solid <b>SQL</b></p><ul><li>joins</li></ul>')
 * // [{ kind: 'paragraph', text: 'Solid SQL' }, { kind: 'list', ordered: false, items: ['joins'] }]
 */
export function htmlToBlocks(input: string): TextBlock[] {
  return LOOKS_LIKE_HTML.test(input) ? fromHtml(input) : fromPlainText(input);
}

function fromPlainText(input: string): TextBlock[] {
  return input
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((part) => tidyLines(part))
    .filter((text) => text.length > 0)
    .map((text) => ({ kind: 'paragraph', text }));
}

type OpenList = { ordered: boolean; items: string[] };

/** Markup that structures text itself; without any, the writer's own line breaks are the structure. */
const STRUCTURE_TAGS = /<(p|br|div|li|ul|ol|h[1-6]|blockquote|pre|tr)\b/i;

function fromHtml(input: string): TextBlock[] {
  let html = input.replace(HIDDEN, '');
  if (!STRUCTURE_TAGS.test(html)) {
    html = html
      .replace(/\r\n?/g, '\n')
      .replace(/\n[ \t]*\n\s*/g, '<p>')
      .replace(/\n/g, '<br>');
  }
  const blocks: TextBlock[] = [];
  const lists: OpenList[] = [];
  let running = '';

  const flush = () => {
    const text = tidyLines(running);
    running = '';
    if (!text) return;
    const list = lists.at(-1);
    if (list) list.items.push(text);
    else blocks.push({ kind: 'paragraph', text });
  };
  const closeList = () => {
    const list = lists.pop();
    if (!list || list.items.length === 0) return;
    // Nested lists are flattened into their parent: a report reads better without deep indentation.
    const parent = lists.at(-1);
    if (parent) parent.items.push(...list.items);
    else blocks.push({ kind: 'list', ordered: list.ordered, items: list.items });
  };

  let last = 0;
  for (const match of html.matchAll(TAG)) {
    running += textOf(html.slice(last, match.index));
    last = match.index + match[0].length;
    const name = match[1]?.toLowerCase();
    if (!name) continue;
    if (name === 'br') {
      running += '\n';
    } else if (name === 'ul' || name === 'ol') {
      flush();
      if (match[0].startsWith('</')) closeList();
      else lists.push({ ordered: name === 'ol', items: [] });
    } else if (BLOCK_TAGS.has(name)) {
      flush();
    }
  }
  running += textOf(html.slice(last));
  flush();
  while (lists.length > 0) closeList();
  return blocks;
}

/** Source text between tags: HTML whitespace collapses, then entities are decoded in one pass (no double decoding). */
function textOf(source: string): string {
  return decodeEntities(source.replace(/\s+/g, ' '));
}

/** Decodes named (&amp; &lt; &gt; &quot; &apos; &nbsp;) and numeric entities; control characters are dropped. */
export function decodeEntities(text: string): string {
  return text.replace(ENTITY, (whole, body: string) => {
    if (body[0] !== '#') return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
    const code =
      body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
    const printable = code >= 0x20 && code !== 0x7f && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
    return printable ? String.fromCodePoint(code) : '';
  });
}

function tidyLines(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
