/**
 * `attachment` naming the file twice, per RFC 6266: `filename*` in UTF-8 (RFC 5987), which every current browser
 * prefers, so a Cyrillic or accented name survives, and a plain ASCII `filename` for the clients that read only that.
 *
 * @example attachmentDisposition('feedback-7-Олена-Коваль.pdf', 'feedback-7.pdf')
 * // attachment; filename="feedback-7.pdf"; filename*=UTF-8''feedback-7-%D0%9E%D0%BB...pdf
 */
export function attachmentDisposition(fileName: string, asciiFallback: string): string {
  return `attachment; filename="${quotable(asciiFallback)}"; filename*=UTF-8''${extendedValue(fileName)}`;
}

/** Printable ASCII without the quote and backslash, so the name is a valid quoted-string as it stands. */
function quotable(name: string): string {
  return name.replace(/[^\x20-\x7e]|["\\]/g, '_');
}

/** RFC 5987 `value-chars`: percent-encoded UTF-8, also for the characters encodeURIComponent leaves as they are. */
function extendedValue(name: string): string {
  return encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
