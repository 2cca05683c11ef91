import { Parser } from 'htmlparser2';

/** A piece of printable text: a paragraph (may hold line breaks) or a flat bullet / numbered list. */
export type TextBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] };

/** What the parser saw, in order: text (entities decoded) and the tags that shape it. */
type Token = { kind: 'text'; text: string } | { kind: 'open' | 'close'; name: string };

/** Elements whose content is never text a reader should see. */
const HIDDEN_TAGS = new Set(['script', 'style', 'template', 'head', 'title', 'noscript']);
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
/** Markup that structures text itself; without any, the writer's own line breaks are the structure. */
const STRUCTURE_TAGS = new Set([...BLOCK_TAGS, 'br', 'ul', 'ol']);
/** Control characters a note may carry through numeric entities; line breaks and tabs are kept. */
const CONTROL = /(?![\n\t])\p{Cc}/gu;

/**
 * Turns a note into printable blocks. Rich-text HTML (p, br, b, strong, i, em, ul/ol/li …) is read by a real HTML
 * parser (htmlparser2: every named and numeric entity, comments, attributes holding `>`, unclosed tags) and becomes
 * paragraphs and lists with every tag removed; text without structuring tags keeps its own line breaks and is split
 * into paragraphs at blank lines.
 *
 * @example htmlToBlocks('<p>Solid <b>SQL</b></p><ul><li>joins</li></ul>')
 * // [{ kind: 'paragraph', text: 'Solid SQL' }, { kind: 'list', ordered: false, items: ['joins'] }]
 */
export function htmlToBlocks(input: string): TextBlock[] {
  const tokens = tokenize(input);
  const structured = tokens.some((token) => token.kind !== 'text' && STRUCTURE_TAGS.has(token.name));
  return toBlocks(structured ? tokens : tokens.flatMap(writersBreaks), structured);
}

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let hidden = 0;
  const parser = new Parser(
    {
      onopentagname(name) {
        if (HIDDEN_TAGS.has(name)) hidden += 1;
        else if (hidden === 0) tokens.push({ kind: 'open', name });
      },
      onclosetag(name) {
        if (HIDDEN_TAGS.has(name)) hidden = Math.max(0, hidden - 1);
        else if (hidden === 0) tokens.push({ kind: 'close', name });
      },
      ontext(text) {
        if (hidden === 0)
          tokens.push({ kind: 'text', text: text.replace(CONTROL, '').replace(/\u00a0/g, ' ') });
      },
    },
    { decodeEntities: true, lowerCaseTags: true, recognizeSelfClosing: true },
  );
  parser.write(input.replace(/\r\n?/g, '\n'));
  parser.end();
  return tokens;
}

/** In text without structure, a blank line starts a paragraph and a single line break stays one. */
function writersBreaks(token: Token): Token[] {
  if (token.kind !== 'text') return [token];
  return token.text.split(/(\n[ \t]*\n\s*|\n)/).map((part): Token => {
    if (part.startsWith('\n'))
      return { kind: 'open', name: part.trim() === '' && part.length > 1 ? 'p' : 'br' };
    return { kind: 'text', text: part };
  });
}

type OpenList = { ordered: boolean; items: string[] };

function toBlocks(tokens: Token[], collapseWhitespace: boolean): TextBlock[] {
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

  for (const token of tokens) {
    if (token.kind === 'text') {
      // HTML whitespace collapses; in the writer's own text the line breaks were made tokens already.
      running += collapseWhitespace ? token.text.replace(/[ \t\n\f]+/g, ' ') : token.text;
    } else if (token.name === 'br') {
      if (token.kind === 'open') running += '\n';
    } else if (token.name === 'ul' || token.name === 'ol') {
      flush();
      if (token.kind === 'close') closeList();
      else lists.push({ ordered: token.name === 'ol', items: [] });
    } else if (BLOCK_TAGS.has(token.name)) {
      flush();
    }
  }
  flush();
  while (lists.length > 0) closeList();
  return blocks;
}

function tidyLines(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
