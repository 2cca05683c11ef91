import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { getToken } from '../lib/auth-store';
import { queryClient } from '../lib/query-client';

/**
 * A route loader that starts a screen's first request as soon as the route matches, while the screen's code is
 * still downloading, instead of once that code has run and rendered. It never waits for the answer: the screen
 * renders as before and shows its own loader until the data is there. Signed-out visitors are left to RequireAuth.
 * The query's options are imported here too, so the public pages' bundle does not carry them.
 */
function prefetchWhenSignedIn<T, K extends QueryKey>(
  loadOptions: () => Promise<FetchQueryOptions<T, Error, T, K>>,
) {
  return async () => {
    if (getToken()) void queryClient.prefetchQuery(await loadOptions());
    return null;
  };
}

/** The signed-in user, which the layout's header and sidebar show. */
export const prefetchProfile = prefetchWhenSignedIn(() =>
  import('../features/auth/api/get-profile').then((m) => m.profileQueryOptions()),
);

/** The first page of /interviews, as the list first asks for it. */
export const prefetchInterviews = prefetchWhenSignedIn(() =>
  import('../features/interviews/api/get-interviews').then((m) =>
    m.interviewsQueryOptions(m.firstInterviewListQuery),
  ),
);
