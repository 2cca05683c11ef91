import sanitize from 'sanitize-html';

/**
 * Rich text we store (recruiter notes, candidate notes, feedback) is cleaned when written: formatting and links
 * stay; scripts, event handlers, styles and javascript: URLs go. The client sanitises again before rendering.
 */
export function sanitizeRichText(html: string): string {
  return sanitize(html, {
    allowedTags: [
      'p',
      'br',
      'b',
      'strong',
      'i',
      'em',
      'u',
      's',
      'mark',
      'code',
      'pre',
      'blockquote',
      'ul',
      'ol',
      'li',
      'h1',
      'h2',
      'h3',
      'h4',
      'a',
      'span',
      'hr',
    ],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: { a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
  }).trim();
}

/** Trimmed, sanitised rich text, or null when nothing is left. */
export function optionalRichText(html: string | null | undefined): string | null {
  if (!html) return null;
  const clean = sanitizeRichText(html);
  return clean.replace(/<[^>]*>/g, '').trim() ? clean : null;
}

/**
 * A note that may be plain text or HTML (positions' notes: typed here, or HTML from the applicant-tracking
 * service). The client renders it as HTML when it holds a tag, so then it is sanitised; plain text, where "<" is
 * just a character, is kept as typed.
 */
export function richTextIfHtml(text: string | null): string | null {
  if (text === null || !/<[a-z][^>]*>/i.test(text)) return text;
  return optionalRichText(text);
}
