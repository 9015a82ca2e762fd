// Preloaded into every API process the resilience suite starts (`node --import`).
//
// 1. Loopback only: the suite sends traffic only to 127.0.0.1, and so must the server under test.
//    An outbound fetch to any other host (VK ID, SMS gateway, JWKS, reCAPTCHA…) fails exactly as
//    it would on a machine without network, and is logged so the suite can report it.
// 2. No orphans: the process exits when the test process that started it is gone (a crashed or
//    interrupted runner must not leave servers behind), and after RESILIENCE_MAX_LIFETIME_MS.
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);
const realFetch = globalThis.fetch;

globalThis.fetch = async function loopbackOnlyFetch(input, init) {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (!LOOPBACK.has(url.hostname)) {
    process.stderr.write(`[child-guard] refused ${url.host}\n`);
    throw new TypeError('fetch failed', { cause: new Error(`network disabled by the resilience suite: ${url.host}`) });
  }
  return realFetch(input, init);
};

const parent = Number(process.env.RESILIENCE_PARENT_PID);
if (Number.isInteger(parent) && parent > 0) {
  setInterval(() => {
    try {
      process.kill(parent, 0);
    } catch {
      process.stderr.write(`[child-guard] test process ${parent} is gone: exiting\n`);
      process.exit(70);
    }
  }, 1000).unref();
}

const lifetime = Number(process.env.RESILIENCE_MAX_LIFETIME_MS);
if (lifetime > 0) {
  setTimeout(() => {
    process.stderr.write(`[child-guard] lived ${lifetime} ms: exiting\n`);
    process.exit(70);
  }, lifetime).unref();
}
