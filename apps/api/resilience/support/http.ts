import { connect } from 'node:net';

/** One HTTP answer, read whole. `body` is the parsed JSON, or the raw text when it is not JSON. */
export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  text: string;
  body: T;
}

/** An answer that never came: the connection was refused, reset or timed out. */
export class NoAnswerError extends Error {
  override readonly name = 'NoAnswerError';
}

/**
 * fetch that reads the whole body and parses JSON when it can; a transport failure becomes a
 * {@link NoAnswerError}.
 *
 * @example
 * const { status, body } = await call<City[]>(`${api.url}/1/p/cities?whiteLabel=demo`);
 */
export async function call<T = unknown>(url: string, init: RequestInit = {}): Promise<Answer<T>> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(30_000), ...init });
    text = await response.text();
  } catch (error) {
    throw new NoAnswerError(`${init.method ?? 'GET'} ${url}: ${(error as Error).message}`, { cause: error });
  }
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, headers: response.headers, text, body: body as T };
}

/** `POST` of a JSON body. */
export const postJson = <T = unknown>(url: string, body: unknown, headers: Record<string, string> = {}) =>
  call<T>(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/** True when `body` is the contract's error body: `{ errors: [{ code, message }, …] }`, at least one. */
export function isErrorBody(body: unknown): body is { errors: Array<{ code: string; message: string }> } {
  if (body === null || typeof body !== 'object') return false;
  const errors = (body as { errors?: unknown }).errors;
  return (
    Array.isArray(errors) &&
    errors.length > 0 &&
    errors.every(
      (item: unknown) =>
        item !== null &&
        typeof item === 'object' &&
        typeof (item as { code?: unknown }).code === 'string' &&
        (item as { code: string }).code.length > 0 &&
        typeof (item as { message?: unknown }).message === 'string',
    )
  );
}

/** A raw HTTP/1.1 exchange: what came back, or nothing. */
export interface RawAnswer {
  status: number | null;
  head: string;
  body: string;
}

/**
 * Writes `bytes` as they are to the server of `baseUrl` (no client in between to fix them up) and
 * reads until the server closes the connection or `timeoutMs` passes.
 *
 * @example
 * const answer = await rawRequest(api.url, 'BREW / HTCPCP/1.0\r\n\r\n');
 */
export function rawRequest(baseUrl: string, bytes: string | Buffer, timeoutMs = 5000): Promise<RawAnswer> {
  const url = new URL(baseUrl);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect(Number(url.port), url.hostname);
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const head = split < 0 ? text : text.slice(0, split);
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(head);
      resolve({ status: status ? Number(status[1]) : null, head, body: split < 0 ? '' : text.slice(split + 4) });
    };
    const timer = setTimeout(done, timeoutMs);
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      // One answer is enough: stop once its declared body has arrived.
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const length = /content-length: *(\d+)/i.exec(text.slice(0, split));
      if (split >= 0 && length && Buffer.byteLength(text.slice(split + 4)) >= Number(length[1])) done();
    });
    socket.on('end', done);
    socket.on('error', done);
    socket.write(bytes);
  });
}

/**
 * {@link call} as a well-behaved client makes it: a 503 with Retry-After (the API shedding load) is
 * retried after the delay it names (capped at 5 s) until `patienceMs` runs out. Use it where the
 * request is a check of what is stored, not the load under test.
 *
 * @example
 * const page = await callPatiently<OrderPage>(url, { headers });
 */
export async function callPatiently<T = unknown>(
  url: string,
  init: RequestInit = {},
  patienceMs = 60_000,
): Promise<Answer<T>> {
  const deadline = Date.now() + patienceMs;
  for (;;) {
    const answer = await call<T>(url, init);
    const retryAfter = Number(answer.headers.get('retry-after'));
    if (answer.status !== 503 || !Number.isFinite(retryAfter) || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, Math.min(Math.max(retryAfter, 0.1), 5) * 1000));
  }
}
