import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  defaultSortOrder,
  type InterviewsUrlState,
  interviewsSearchParams,
  readInterviewsUrlState,
} from './interviews-url-state';

export type InterviewsUrlChange = Partial<InterviewsUrlState>;

/**
 * The interviews list's state, kept in the URL. Any change but the page goes back to page 1; switching the view
 * takes that view's own order (upcoming soonest first, past most recent first).
 */
export function useInterviewsUrlState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readInterviewsUrlState(searchParams), [searchParams]);

  const update = useCallback(
    (change: InterviewsUrlChange, options: { replace?: boolean } = {}) => {
      setSearchParams(
        (params) => {
          const current = readInterviewsUrlState(params);
          const next = { ...current, ...change };
          if (change.page === undefined) next.page = 1;
          if (change.view !== undefined && change.view !== current.view) {
            next.sortBy = 'date';
            next.sortOrder = defaultSortOrder(change.view);
          }
          return interviewsSearchParams(next);
        },
        { replace: options.replace },
      );
    },
    [setSearchParams],
  );

  return [state, update] as const;
}
