/**
 * The total of a list when its page already tells it: a page with fewer rows than the limit is the last one, so
 * the total is the rows before it plus its own (an empty page tells it only when it is the first). Null when the
 * list must be counted. Most searches (a name being typed) fit on one page and then need no count at all.
 */
export function totalFromPage(options: { page: number; limit: number; rows: number }): number | null {
  const { page, limit, rows } = options;
  if (rows < limit && (rows > 0 || page === 1)) return (page - 1) * limit + rows;
  return null;
}
