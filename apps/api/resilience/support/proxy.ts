// A minimal round-robin reverse proxy on loopback, standing in for the load balancer in front of
// several API instances. It balances per request (not per connection, which keep-alive clients
// would pin to one upstream) and adds nothing: a failed upstream shows as 502, never as a retry.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A running proxy. */
export interface RoundRobinProxy {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Requests forwarded to each upstream, in upstream order. */
  forwarded: number[];
  /** Requests answered 502 because the upstream failed, per upstream. */
  failed: number[];
  close(): Promise<void>;
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

/**
 * Starts a round-robin HTTP proxy on 127.0.0.1 (a free port) in front of `upstreams`.
 *
 * @example
 * const proxy = await startRoundRobinProxy([a.url, b.url]);
 * await fetch(`${proxy.url}/health`);
 */
export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  const targets = upstreams.map((url) => new URL(url));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const forwarded = targets.map(() => 0);
  const failed = targets.map(() => 0);
  let turn = 0;

  const server = http.createServer((request, response) => {
    const index = turn++ % targets.length;
    const target = targets[index]!;
    forwarded[index]! += 1;
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
    }
    headers['x-forwarded-for'] = request.socket.remoteAddress ?? '127.0.0.1';
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers, agent },
      (answer) => {
        const out: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!HOP_BY_HOP.has(name) && value !== undefined) out[name] = value;
        }
        response.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      failed[index]! += 1;
      if (!response.headersSent) {
        response.writeHead(502, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ errors: [{ code: 'proxy.bad-gateway', message: `upstream ${index} failed` }] }));
      } else {
        response.destroy();
      }
    });
    request.pipe(upstream);
  });
  server.keepAliveTimeout = 5_000;

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    forwarded,
    failed,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
