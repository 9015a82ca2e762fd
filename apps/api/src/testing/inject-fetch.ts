import type { FastifyInstance } from 'fastify';

/** One answer seen by {@link injectFetch}. */
export interface Exchange {
  method: string;
  path: string;
  status: number;
  body: unknown;
}

/**
 * A `fetch` that sends requests into the in-process server (`app.inject`), for running the real
 * client against the real API without a socket. Every exchange is recorded.
 */
export function injectFetch(server: FastifyInstance) {
  const exchanges: Exchange[] = [];
  const fetch = (async (input: Parameters<typeof fetch>[0], init: RequestInit = {}) => {
    const url = new URL(String(input));
    const response = await server.inject({
      method: (init.method ?? 'GET') as 'GET' | 'POST',
      url: url.pathname + url.search,
      headers: (init.headers ?? {}) as Record<string, string>,
      ...(init.body !== undefined && init.body !== null ? { payload: init.body as string } : {}),
    });
    const text = response.body;
    exchanges.push({
      method: init.method ?? 'GET',
      path: url.pathname,
      status: response.statusCode,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : text, {
      status: response.statusCode,
      statusText: response.statusMessage,
      headers,
    });
  }) as typeof globalThis.fetch;
  return { fetch, exchanges };
}
