/** Names a database on the same PostgreSQL server as `baseUrl`. */
export function urlForDatabase(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
