import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type PositionsUrlState, positionsSearchParams, readPositionsUrlState } from './positions-url-state';

type Change = Partial<PositionsUrlState>;

/**
 * The positions screen's state, kept in the URL. Changing the status filter or the page size goes back to
 * page 1 (spec §5); `replace` rewrites the current history entry (used when the page is clamped).
 */
export function usePositionsUrlState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readPositionsUrlState(searchParams), [searchParams]);

  const update = useCallback(
    (change: Change, options: { replace?: boolean } = {}) => {
      setSearchParams(
        (params) => {
          const current = readPositionsUrlState(params);
          const resetsPage = change.status !== undefined || change.perPage !== undefined;
          const next = { ...current, ...change, ...(resetsPage ? { page: 1 } : {}) };
          return positionsSearchParams(next);
        },
        { replace: options.replace },
      );
    },
    [setSearchParams],
  );

  return [state, update] as const;
}
