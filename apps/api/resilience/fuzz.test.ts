// Property-based fuzz of every operation of the OpenAPI document the API serves: thousands of
// generated requests, well-formed and malformed, against one API process. Properties: no answer
// is a 5xx (or no answer at all), and every 4xx carries the `{ errors: [{ code, message }] }` body.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Position } from '@tarelka/api-client/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DIR, startApi, type ApiProcess } from './support/api-process';
import { temporaryDir } from './support/databases';
import { call, isErrorBody, rawRequest } from './support/http';
import {
  operationsOf,
  requestOf,
  type FuzzHints,
  type FuzzRequest,
  type OpenApiDocument,
  type Operation,
} from './support/openapi-fuzz';
import { mintAccessToken } from './support/tokens';

/** At least this many generated requests in all, within this much time. */
const MIN_REQUESTS = Number(process.env.RESILIENCE_FUZZ_REQUESTS ?? 5000);
// A safety cap: 5,000 requests take about 30 s on an idle 2-core machine.
const BUDGET_MS = Number(process.env.RESILIENCE_FUZZ_SECONDS ?? 150) * 1000;
/** Operations fuzzed at once (each one's requests go one after another). */
const PARALLEL = 4;
const SEED = Number(process.env.RESILIENCE_FUZZ_SEED ?? Date.now() % 2 ** 31);

interface Answered {
  status: number;
  contentType: string;
  text: string;
}

/** What a failing request looked like, for the report. */
const describeRequest = (request: FuzzRequest) =>
  `${request.method} ${request.url.slice(0, 300)} auth=${request.auth} headers=${JSON.stringify(request.headers).slice(0, 300)}` +
  (request.body !== undefined ? ` body(${request.body.length})=${JSON.stringify(request.body.slice(0, 300))}` : '');

describe('fuzz of every operation of the OpenAPI document', () => {
  const dataDir = temporaryDir('fuzz');
  let api: ApiProcess;
  let doc: OpenApiDocument;
  let hints: FuzzHints;
  const tokens = new Map<string, Promise<string>>();
  const statuses = new Map<number, number>();
  let sent = 0;
  /** Requests tried again after a failure below HTTP (see send). */
  let retried = 0;
  let slowest = { ms: 0, request: '' };

  beforeAll(async () => {
    // The fuzz judges how the API answers inputs, so the event-loop lag check of load shedding is
    // off: on a shared machine a stall of the whole machine would read as a 503 `server.overloaded`,
    // a verdict on the machine rather than on the input (shedding has its own tests in the API
    // suite and is exercised by the scale-out load here).
    api = await startApi({ dataDir: dataDir.path, label: 'API under fuzz', env: { MAX_EVENT_LOOP_DELAY_MS: '0' } });
    const served = await call<OpenApiDocument>(`${api.url}/docs/json`);
    expect(served.status, 'the API serves its OpenAPI document at /docs/json').toBe(200);
    doc = served.body;
    const positions = await call<Position[]>(`${api.url}/1/p/menus/1/positions?whiteLabel=demo`);
    const promoCodes = JSON.parse(
      readFileSync(join(API_DIR, '../../tenants/demo/catalog/promo-codes.json'), 'utf8'),
    ) as Array<{
      code: string;
    }>;
    hints = {
      whiteLabels: ['demo', 'demo', 'sever', 'no-such-tenant'],
      ids: [1, 2, 3, 4, 5, 999_999, ...(positions.status === 200 ? positions.body.slice(0, 30).map((p) => p.id) : [])],
      promoCodes: [...promoCodes.map((p) => p.code), 'NO-SUCH-CODE'],
    };
    console.info(`[resilience] fuzz seed ${SEED} (RESILIENCE_FUZZ_SEED=${SEED} replays this run)`);
  });

  afterAll(async () => {
    await api?.stop();
    dataDir.remove();
  });

  const token = (personId: string, options: Parameters<typeof mintAccessToken>[1] = {}) => {
    const key = `${personId}|${JSON.stringify(options)}`;
    if (!tokens.has(key)) tokens.set(key, mintAccessToken(personId, options));
    return tokens.get(key)!;
  };

  async function authorization(request: FuzzRequest): Promise<string | undefined> {
    const person = request.personId ?? 'fuzz-person';
    switch (request.auth) {
      case 'none':
        return undefined;
      case 'valid':
        return `Bearer ${await token(person)}`;
      case 'other-person':
        return `Bearer ${await token(`${person}-other`)}`;
      case 'other-tenant':
        return `Bearer ${await token(person, { whiteLabel: 'sever' })}`;
      case 'expired':
        return `Bearer ${await token(person, { now: Date.now() - 3_600_000, ttlSeconds: 60 })}`;
      case 'bad-signature':
        return `Bearer ${await token(person, { secret: 'another-secret-of-enough-length-0123456789' })}`;
      case 'alg-none': {
        const [, payload] = (await token(person)).split('.');
        const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url');
        return `Bearer ${header}.${payload}.`;
      }
      case 'garbage':
        return 'Bearer eyJ.not-a-jwt.at-all';
      case 'basic':
        return 'Basic dXNlcjpwYXNz';
    }
  }

  const exchange = async (request: FuzzRequest, headers: Record<string, string>) => {
    const response = await fetch(`${api.url}${request.url}`, {
      method: request.method,
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
      ...(request.body !== undefined ? { body: request.body } : {}),
    });
    return { response, text: await response.text() };
  };

  async function send(request: FuzzRequest): Promise<Answered> {
    const headers = { ...request.headers };
    const auth = await authorization(request);
    if (auth) headers.authorization = auth;
    let answer: Awaited<ReturnType<typeof exchange>>;
    const started = performance.now();
    try {
      answer = await exchange(request, headers);
    } catch (first) {
      // A kept-alive socket the server had just closed fails on the client's side before the
      // request reaches the API: one more try on a fresh connection tells that from an API that
      // does not answer (a timeout is not tried again).
      if ((first as Error).name === 'TimeoutError') {
        throw new Error(`no answer (${(first as Error).message})`, { cause: first });
      }
      retried += 1;
      try {
        answer = await exchange(request, headers);
      } catch (error) {
        throw new Error(`no answer (${(error as Error).message})`, { cause: error });
      }
    }
    const took = performance.now() - started;
    if (took > slowest.ms) slowest = { ms: took, request: describeRequest(request).slice(0, 200) };
    const { response, text } = answer;
    sent += 1;
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    return { status: response.status, contentType: response.headers.get('content-type') ?? '', text };
  }

  /** The two properties of every answer: a violation's kind (status and code), or null. */
  function violationOf(answer: Answered): string | null {
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      body = undefined;
    }
    const code = isErrorBody(body)
      ? body.errors[0]!.code
      : ((body as { code?: string } | undefined)?.code ?? answer.text.slice(0, 60));
    if (answer.status >= 500) return `${answer.status} ${code}`;
    if (answer.status >= 400 && (!answer.contentType.includes('application/json') || !isErrorBody(body))) {
      return `${answer.status} without the errors[] body: ${code}`;
    }
    return null;
  }

  it(`answers ≥ ${MIN_REQUESTS} generated requests with no 5xx and every 4xx in the errors[] shape`, async () => {
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThanOrEqual(20);
    const runsPerOperation = Math.ceil(MIN_REQUESTS / operations.length);
    const deadline = Date.now() + BUDGET_MS;
    // Violations are grouped by operation and kind; each keeps a count and its shortest example.
    // The property itself never fails, so every operation gets its full share of requests and one
    // report lists every distinct problem (the seed replays the run).
    const violations = new Map<string, { count: number; example: string }>();
    const queue = [...operations];

    const fuzz = async (operation: Operation) => {
      const property = fc.asyncProperty(requestOf(operation, doc, hints), async (request) => {
        let kind: string | null;
        try {
          kind = violationOf(await send(request));
        } catch (error) {
          const cause = (error as Error).cause as { cause?: { code?: string; message?: string } } | undefined;
          kind = `no answer: ${cause?.cause?.code ?? cause?.cause?.message ?? (error as Error).message}`;
        }
        if (!kind) return;
        const key = `${operation.operationId} → ${kind}`;
        const example = describeRequest(request);
        const seen = violations.get(key);
        if (!seen) violations.set(key, { count: 1, example });
        else {
          seen.count += 1;
          if (example.length < seen.example.length) seen.example = example;
        }
      });
      await fc.assert(property, {
        numRuns: runsPerOperation,
        seed: SEED + operations.indexOf(operation),
        interruptAfterTimeLimit: Math.max(1000, deadline - Date.now()),
      });
    };
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        for (let operation = queue.shift(); operation; operation = queue.shift()) await fuzz(operation);
      }),
    );

    console.info(
      `[resilience] fuzz: ${sent} requests over ${operations.length} operations; statuses ` +
        JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b))) +
        `; ${retried} tried again after a failure below HTTP; slowest ${Math.round(slowest.ms)} ms: ${slowest.request}`,
    );
    if (api.refusedEgress.length) {
      console.info(`[resilience] fuzz: the API tried to reach ${[...new Set(api.refusedEgress)].join(', ')} (refused)`);
    }
    const report = [...violations].map(([key, { count, example }]) => `${key} (×${count}), e.g. ${example}`);
    // The violations lead the failure message, so the summary at the end of a CI log shows them.
    if (report.length) {
      throw new Error(
        `${report.length} kinds of violation (RESILIENCE_FUZZ_SEED=${SEED} replays the run):\n${report.join('\n')}\n` +
          `the API's last lines:\n${api.tail(15)}`,
      );
    }
    expect(sent, `only ${sent} requests fitted in ${BUDGET_MS / 1000} s`).toBeGreaterThanOrEqual(MIN_REQUESTS);
    expect(api.isRunning(), `the API died:\n${api.tail()}`).toBe(true);
  });

  it('answers malformed HTTP below the router in the errors[] shape too', async () => {
    const preflight = '/1/persons/orders/preflight?whiteLabel=demo';
    // A body over 1 MiB is refused from its declared length: the server answers 413 and closes the
    // connection without reading on. A client still uploading the rest races that close (fetch then
    // fails with EPIPE/ECONNRESET on a busy machine before it reads the answer), so the exchange is
    // raw: the head declares 1 MiB + 1 byte and only the first 64 KiB of the body follow.
    const oversizedLength = 1024 * 1024 + 1;
    const cases: Array<[name: string, bytes: string | Buffer]> = [
      [
        'a body over 1 MiB',
        Buffer.concat([
          Buffer.from(
            `POST ${preflight} HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: ${oversizedLength}\r\nconnection: close\r\n\r\n`,
          ),
          Buffer.from(`{"restoId":1,"deliveryType":"TAKE_AWAY","positions":[],"padding":"${'x'.repeat(64 * 1024)}`),
        ]),
      ],
      [
        'invalid UTF-8 in a JSON body',
        Buffer.concat([
          Buffer.from(
            `POST ${preflight} HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: 6\r\nconnection: close\r\n\r\n`,
          ),
          Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
        ]),
      ],
      [
        'a broken percent-escape in the path',
        `GET /1/p/cities/%E0%A4%A HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: close\r\n\r\n`,
      ],
      [
        'a broken percent-escape in the query',
        `GET /1/p/cities?whiteLabel=%ZZ HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: close\r\n\r\n`,
      ],
      ['a request line that is not HTTP', 'HELLO THERE\r\n\r\n'],
      [
        'headers over 16 KiB',
        `GET /1/p/cities?whiteLabel=demo HTTP/1.1\r\nhost: 127.0.0.1\r\nx-filler: ${'a'.repeat(20_000)}\r\nconnection: close\r\n\r\n`,
      ],
      [
        'a URL over 16 KiB',
        `GET /1/p/cities?whiteLabel=${'d'.repeat(20_000)} HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: close\r\n\r\n`,
      ],
    ];
    const problems: string[] = [];
    for (const [name, bytes] of cases) {
      const raw = await rawRequest(api.url, bytes);
      const answer = {
        status: raw.status,
        contentType: /content-type: *([^\r\n]+)/i.exec(raw.head)?.[1] ?? '',
        text: raw.body,
      };
      let body: unknown;
      try {
        body = JSON.parse(answer.text);
      } catch {
        body = undefined;
      }
      const ok =
        answer.status !== null &&
        answer.status >= 400 &&
        answer.status < 500 &&
        answer.contentType.includes('json') &&
        isErrorBody(body);
      if (!ok)
        problems.push(`${name}: ${answer.status ?? 'no answer'} ${answer.contentType} ${answer.text.slice(0, 200)}`);
    }
    expect(problems).toEqual([]);
    expect(api.isRunning()).toBe(true);
  });
});
