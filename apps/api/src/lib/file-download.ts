import slugify from '@sindresorhus/slugify';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply } from 'fastify';

/** A download's name in UTF-8, and the same transliterated to ASCII for clients that read only `filename`. */
export type DownloadName = { name: string; ascii: string };

/**
 * `prefix-label.ext` with the label slugified: `feedback-12-олена-коваль.pdf`, and in ASCII
 * `feedback-12-olena-koval.pdf` (`ana-nunez` for Ana Núñez). A label with nothing left to spell, such as emoji
 * only, gives `prefix.ext`.
 *
 * @example downloadName('statement-2026-03', 'Олена Коваль', 'csv')
 * // { name: 'statement-2026-03-олена-коваль.csv', ascii: 'statement-2026-03-olena-koval.csv' }
 */
export function downloadName(prefix: string, label: string, extension: string): DownloadName {
  const named = (slug: string) => `${prefix}${slug ? `-${slug}` : ''}.${extension}`;
  const normalized = label.normalize('NFC');
  return {
    name: named(clip(slugify(normalized, { transliterate: false }))),
    ascii: named(clip(slugify(normalized))),
  };
}

/** At most 60 characters (file systems refuse names over 255 bytes), never ending in a dash or half a character. */
function clip(slug: string): string {
  return Array.from(slug).slice(0, 60).join('').replace(/-+$/, '');
}

/** `attachment`, with the UTF-8 name in `filename*` (RFC 6266) and the ASCII one in `filename` when they differ. */
export function sendFile(reply: FastifyReply, body: Buffer | string, type: string, name: DownloadName) {
  return reply
    .type(type)
    .header('content-disposition', contentDisposition(name.name, { fallback: name.ascii }))
    .header('access-control-expose-headers', 'Content-Disposition')
    .send(body);
}
