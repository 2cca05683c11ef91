/** A minimal browser stand-in for flows across real HTTP: keeps cookies per path-less name, follows nothing. */
export function createHttpSession(baseUrl: string) {
  const cookies = new Map<string, string>();
  const store = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
  };
  const request = async (path: string, init: RequestInit = {}) => {
    const url = new URL(path, baseUrl);
    const headers = new Headers(init.headers);
    if (cookies.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    store(response);
    return response;
  };
  return {
    cookies,
    request,
    /** Follows redirects until one leaves for `stopAt` (a path prefix) or a page answers 200. */
    async follow(path: string, stopAt: string): Promise<{ response: Response; location: string }> {
      let location = path;
      for (let hop = 0; hop < 10; hop++) {
        const response = await request(location);
        const next = response.headers.get('location');
        if (!next) return { response, location };
        location =
          new URL(next, new URL(location, baseUrl)).pathname +
          new URL(next, new URL(location, baseUrl)).search;
        if (location.startsWith(stopAt)) return { response, location };
      }
      throw new Error(`too many redirects from ${path}`);
    },
  };
}
