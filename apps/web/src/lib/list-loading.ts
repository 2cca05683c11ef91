import type { UseQueryResult } from '@tanstack/react-query';

type ListQuery = Pick<UseQueryResult, 'isPending' | 'isFetching' | 'isPlaceholderData'>;

/**
 * Whether a list covers its rows with the loader: only while it has nothing of its own to show, that is before the
 * first answer, or while it shows the previous page or filter's rows as a placeholder for a new one. Rows cached
 * from an earlier visit show at once and refresh in the background, uncovered: covering them on every revisit
 * hid a correct list for a second each time.
 */
export function showsListLoader(query: ListQuery): boolean {
  return query.isPending || (query.isPlaceholderData && query.isFetching);
}
