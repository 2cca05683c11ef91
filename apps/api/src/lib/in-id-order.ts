/** `rows` sorted as `ids` lists them: a page's ids come from an ordered query, its rows from a lookup by id. */
export function inIdOrder<Row>(ids: number[], rows: Row[], idOf: (row: Row) => number): Row[] {
  const position = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => (position.get(idOf(a)) ?? 0) - (position.get(idOf(b)) ?? 0));
}
