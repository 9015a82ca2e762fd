// Runs one load run in a child process, so the load generator has its own event loop (and core)
// instead of competing with the server it measures; sends the result to the parent. (Not a worker
// thread: autocannon inside a worker thread answers with its raw, unaggregated histograms.)
//
// Two kinds of run:
// - autocannon (closed loop, and its `overallRate`), as the message's options;
// - `{ paced: true, ... }`: open loop at an even pace. autocannon's rate mode lets every
//   connection send its whole quota for a second back to back when the second starts
//   (lib/httpClient.js, `reqsMadeThisSecond`), so its p99 measures a burst of a second's
//   requests, not a steady rate. Here request i is due at start + i / rate and its latency counts
//   from that moment (as wrk2 does): a server or generator that falls behind is charged for it.
import autocannon from 'autocannon';
import http from 'node:http';

/** Percentile of sorted numbers (nearest rank). */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

function paced({ url, method = 'GET', headers = {}, body, idReplacement, rate, duration, connections = 64 }) {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const total = Math.round(rate * duration);
  const interval = 1000 / rate;
  const latencies = [];
  const statuses = { '2xx': 0, '4xx': 0, '5xx': 0, errors: 0 };
  let sent = 0;
  let done = 0;
  const start = performance.now();
  return new Promise((resolve) => {
    const finish = () => {
      agent.destroy();
      const sorted = latencies.sort((a, b) => a - b);
      const round = (x) => Math.round(x * 10) / 10;
      resolve({
        paced: true,
        rate,
        requests: total,
        ...statuses,
        latency: {
          p50: round(percentile(sorted, 50)),
          p99: round(percentile(sorted, 99)),
          max: round(sorted.at(-1) ?? 0),
        },
      });
    };
    const send = (due) => {
      const id = `${process.pid}-${sent}`;
      const text = body === undefined ? undefined : idReplacement ? body.replaceAll('[<id>]', id) : body;
      const head = Object.fromEntries(
        Object.entries(headers).map(([k, v]) => [k, idReplacement ? String(v).replaceAll('[<id>]', id) : v]),
      );
      if (text !== undefined) head['content-length'] = Buffer.byteLength(text);
      const request = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          method,
          headers: head,
        },
        (response) => {
          response.resume();
          response.once('end', () => {
            latencies.push(performance.now() - due);
            const group = `${Math.floor(response.statusCode / 100)}xx`;
            if (group in statuses) statuses[group] += 1;
            if (++done === total) finish();
          });
        },
      );
      request.once('error', () => {
        statuses.errors += 1;
        latencies.push(performance.now() - due);
        if (++done === total) finish();
      });
      request.end(text);
    };
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) {
        send(start + sent * interval);
        sent += 1;
      }
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
    };
    tick();
  });
}

process.once('message', async (options) => {
  if (options.paced) {
    const result = await paced(options);
    process.send(result, () => process.exit(0));
    return;
  }
  autocannon(options, (error, result) => {
    if (error) {
      console.error(error);
      process.exit(1);
    }
    process.send(JSON.parse(JSON.stringify(result)), () => process.exit(0));
  });
});
