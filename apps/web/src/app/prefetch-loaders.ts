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
  loadOptions: (search: URLSearchParams) => Promise<FetchQueryOptions<T, Error, T, K>>,
) {
  return async (args?: { request: Request }) => {
    const search = new URL(args?.request.url ?? '/', 'http://localhost').searchParams;
    if (getToken()) void queryClient.prefetchQuery(await loadOptions(search));
    return null;
  };
}

/** The signed-in user, which the layout's header and sidebar show. */
export const prefetchProfile = prefetchWhenSignedIn(() =>
  import('../features/auth/api/get-profile').then((m) => m.profileQueryOptions()),
);

/** The page of /interviews its address asks for (its filters are in the URL), as the list will ask for it. */
export const prefetchInterviews = prefetchWhenSignedIn(async (search) => {
  const [api, url] = await Promise.all([
    import('../features/interviews/api/get-interviews'),
    import('../features/interviews/components/interviews-url-state'),
  ]);
  return api.interviewsQueryOptions(url.interviewListQuery(url.readInterviewsUrlState(search)));
});
