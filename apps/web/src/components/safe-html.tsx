import { Box, type BoxProps, type ElementProps } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * A DOMPurify instance of our own, so the hook below (links open in a new tab without access to this window)
 * applies to what SafeHtml renders and nowhere else.
 */
const purifier = DOMPurify(window);
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** Cleans an HTML string from the API: no scripts, event handlers, styles or forms. */
export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input'],
    FORBID_ATTR: ['style'],
  });
}

export type SafeHtmlProps = BoxProps &
  Omit<ElementProps<'div'>, 'children' | 'dangerouslySetInnerHTML'> & {
    /** HTML from the API (notes, recruiter notes, feedback notes); sanitised before it reaches the DOM. */
    html: string;
  };

/** The only way the app renders an HTML string: sanitised by DOMPurify, links opened with rel noopener. */
export function SafeHtml({ html, ...boxProps }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the string is sanitised by DOMPurify just above.
  return <Box {...boxProps} dangerouslySetInnerHTML={{ __html: clean }} />;
}
