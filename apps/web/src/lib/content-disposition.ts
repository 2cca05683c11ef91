/**
 * The file name in a Content-Disposition header: the RFC 5987 `filename*` form when present (it carries
 * non-ASCII names, in UTF-8 or ISO-8859-1), else the plain `filename`. Null when the header names no file.
 */
export function filenameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([\w-]+)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    const name = decodeExtended(extended[1] ?? '', (extended[2] ?? '').trim().replace(/^"|"$/g, ''));
    if (name) return name;
  }
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name ? name : null;
}

/** Percent-decoded in the named charset; null for a charset or escape it cannot read (the plain name is used). */
function decodeExtended(charset: string, value: string): string | null {
  try {
    if (/^utf-8$/i.test(charset)) return decodeURIComponent(value);
    if (/^iso-8859-1$/i.test(charset)) {
      return value.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    }
  } catch {
    // A malformed escape.
  }
  return null;
}
