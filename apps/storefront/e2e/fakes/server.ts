/**
 * Loopback stand-ins of the outside services sign-in talks to (INTEGRATIONS §1–4), speaking their
 * real protocols so the API and the browser run unchanged: test code only, never in the bundle.
 *
 * - Google: JWKS (`/google/certs`), Google Identity Services' script (`/gsi/client`) and an
 *   account chooser popup (`/gsi/select`) that returns an RS256 id token (aud = the client id).
 * - Apple: JWKS (`/apple/keys`), Sign in with Apple JS (`/appleauth/…/appleid.auth.js`) and the
 *   authorize popup (`/auth/authorize`, response_mode web_message).
 * - VK ID: the OneTap widget's frame (`/button_one_tap_auth`, speaking the SDK's bridge protocol),
 *   the authorize page (`/authorize`, what @vkid/sdk opens in a new tab), `POST /oauth2/auth` (code
 *   exchange with PKCE S256), `/oauth2/user_info`, `/oauth2/logout`.
 * - reCAPTCHA v3: `api.js` (`/recaptcha/api.js`), a token endpoint the script calls
 *   (`/recaptcha/api2/reload`) and `POST /recaptcha/api/siteverify`. Tokens score 0.9 (a human)
 *   unless the token request carries `fake_score` (e.g. 0.1, a bot; `routeProviders` sets it).
 * - Yandex Metrica's `tag.js` (`/metrika/tag.js`) and GA4's `gtag.js` (`/gtag/js`): scripts that do
 *   nothing but be logged (`analytics.script`), so the events stay in `window.dataLayer`.
 * - `GET /__log?kind=…`: what the fakes were asked (tests read it), `/health`.
 *
 * The API reaches it by env (GOOGLE_JWKS_URL, APPLE_JWKS_URL, VK_ID_BASE_URL, RECAPTCHA_BASE_URL);
 * the browser through `routeProviders` (e2e/fakes/browser.ts), which maps the official hosts here.
 *
 * Run: `FAKES_PORT=8851 node --import tsx e2e/fakes/server.ts`
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

type Json = Record<string, unknown>;

interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  jwk: Json;
}

function signingKey(name: string): SigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = `${name}-${randomBytes(4).toString('hex')}`;
  return { kid, privateKey, jwk: { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' } };
}

const b64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');
const token = (bytes = 24) => randomBytes(bytes).toString('base64url');

/** An RS256 JWT signed by `key`. */
export function signJwt(key: SigningKey, claims: Json): string {
  const head = b64url(JSON.stringify({ alg: 'RS256', kid: key.kid, typ: 'JWT' }));
  const body = b64url(JSON.stringify(claims));
  const signature = sign('RSA-SHA256', Buffer.from(`${head}.${body}`), key.privateKey);
  return `${head}.${body}.${b64url(signature)}`;
}

const html = (title: string, body: string) =>
  `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>${title}</title>` +
  `<meta name="viewport" content="width=device-width"></head><body>${body}</body></html>`;
const esc = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const hidden = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${esc(name)}" value="${esc(value)}">`)
    .join('');
/** A page that hands `message` to the window that opened it, then closes. */
const postToOpener = (message: unknown, target = '*') =>
  html(
    'OK',
    `<p>Готово</p><script>window.opener && window.opener.postMessage(${JSON.stringify(message)}, ${JSON.stringify(
      target,
    )});window.close();</script>`,
  );

export interface FakesOptions {
  /** reCAPTCHA key pairs `siteKey → secret`. */
  recaptchaKeys?: Record<string, string>;
}

/** Starts the fakes on 127.0.0.1:`port`. */
export function startFakes(port: number, options: FakesOptions = {}) {
  const google = signingKey('google');
  const apple = signingKey('apple');
  const log: Array<{ kind: string; at: number } & Json> = [];
  const record = (kind: string, entry: Json) => log.push({ kind, at: Date.now(), ...entry });

  const vkCodes = new Map<
    string,
    { clientId: string; challenge: string; deviceId: string; state: string; userId: number; used: boolean; at: number }
  >();
  const vkTokens = new Map<string, { userId: number; clientId: string; live: boolean }>();
  const captchaTokens = new Map<
    string,
    { siteKey: string; action: string; hostname: string; score: number; at: number; used: boolean }
  >();
  const recaptchaKeys = options.recaptchaKeys ?? {};

  const person = (provider: string) => {
    const n = Math.floor(Math.random() * 1e9);
    return { sub: `${provider}-${n}`, email: `${provider}.${n}@example.com` };
  };

  const idToken = (key: SigningKey, issuer: string, fields: Json) => {
    const now = Math.floor(Date.now() / 1000);
    return signJwt(key, { iss: issuer, iat: now, exp: now + 600, ...fields });
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    const raw = await new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      req.on('end', () => resolve(data));
    });
    // VK's web SDK sends parameters in the query and the secret part in the body: merge both.
    const form = new URLSearchParams(url.search);
    if (raw && !(req.headers['content-type'] ?? '').includes('json')) {
      for (const [k, v] of new URLSearchParams(raw)) form.set(k, v);
    }
    const q = (name: string) => form.get(name) ?? '';
    const send = (status: number, body: string, type: string) => {
      res.writeHead(status, {
        'content-type': type,
        'access-control-allow-origin': '*',
        'cache-control': 'no-store',
      });
      res.end(body);
    };
    const json = (body: unknown, status = 200) => send(status, JSON.stringify(body), 'application/json');
    const page = (body: string) => send(200, body, 'text/html; charset=utf-8');
    const script = (body: string) => send(200, body, 'text/javascript; charset=utf-8');
    const route = `${req.method} ${url.pathname}`;

    switch (route) {
      case 'GET /health':
        return json({ ok: true });
      // The analytics counters' scripts (the storefront build's ANALYTICS_SCRIPT_ORIGIN): they only
      // log that they were asked for; the events stay in the page's window.dataLayer.
      case 'GET /metrika/tag.js':
      case 'GET /gtag/js':
        record('analytics.script', { path: url.pathname, id: q('id') });
        return script('window.__fakeCounters = (window.__fakeCounters || 0) + 1;');
      case 'GET /__log': {
        const kind = url.searchParams.get('kind');
        return json({ entries: log.filter((e) => !kind || e.kind === kind) });
      }

      // ---- Google ----
      case 'GET /google/certs':
        return json({ keys: [google.jwk] });
      case 'GET /gsi/client':
        return script(GIS_SCRIPT);
      case 'GET /gsi/select':
        return page(
          html(
            'Выберите аккаунт',
            `<main><h1>Выберите аккаунт</h1><form method="post">${hidden({
              client_id: q('client_id'),
              nonce: q('nonce'),
            })}<button type="submit">Продолжить как Анна</button></form></main>`,
          ),
        );
      case 'POST /gsi/select': {
        const who = person('google');
        const credential = idToken(google, 'https://accounts.google.com', {
          aud: q('client_id'),
          azp: q('client_id'),
          sub: who.sub,
          email: who.email,
          email_verified: true,
          name: 'Анна Гуглова',
          given_name: 'Анна',
          family_name: 'Гуглова',
          ...(q('nonce') ? { nonce: q('nonce') } : {}),
        });
        record('google.id-token', { aud: q('client_id'), sub: who.sub });
        return page(postToOpener({ type: 'gsi_credential', credential }));
      }

      // ---- Apple ----
      case 'GET /apple/keys':
        return json({ keys: [apple.jwk] });
      case 'GET /appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js':
        return script(APPLE_SCRIPT);
      case 'GET /auth/authorize':
        return page(
          html(
            'Sign in with Apple',
            `<main><h1>Вход с Apple ID</h1><form method="post">${hidden({
              client_id: q('client_id'),
              state: q('state'),
              nonce: q('nonce'),
              redirect_uri: q('redirect_uri'),
            })}<button type="submit">Продолжить</button></form></main>`,
          ),
        );
      case 'POST /auth/authorize': {
        const who = person('apple');
        const id_token = idToken(apple, 'https://appleid.apple.com', {
          aud: q('client_id'),
          sub: who.sub,
          email: who.email,
          email_verified: 'true',
          is_private_email: 'false',
          real_user_status: 2,
          nonce_supported: true,
          ...(q('nonce') ? { nonce: q('nonce') } : {}),
        });
        record('apple.id-token', { aud: q('client_id'), sub: who.sub });
        return page(
          postToOpener(
            JSON.stringify({
              method: 'oauthDone',
              data: { authorization: { code: token(), id_token, state: q('state') } },
            }),
          ),
        );
      }

      // ---- VK ID ----
      case 'GET /button_one_tap_auth': {
        // The OneTap frame: it tells the SDK (postMessage to the page's origin, type 'vk-sak-sdk')
        // that it loaded, and a tap asks the SDK for the full sign-in in VK ID's tab. With
        // `fake_session=none` nobody is signed in to VK, which the real frame says at once.
        const signedIn = q('fake_session') !== 'none';
        record('vk.one-tap', { appId: q('app_id'), origin: q('origin'), signedIn });
        const bridge = `const send = (handler, params) => parent.postMessage({ type: 'vk-sak-sdk', handler, params }, ${JSON.stringify(q('origin'))});`;
        return page(
          html(
            'VK ID',
            `<main><button type="button" style="width:100%;height:48px">Продолжить как Вера</button></main><script>${bridge}` +
              (signedIn
                ? "send('common: load');document.querySelector('button').onclick = () => send('onetap: show full auth', {});"
                : "send('onetap: not authorized');") +
              '</script>',
          ),
        );
      }
      case 'GET /authorize': {
        const problems = [
          !/^\d+$/.test(q('client_id')) && 'client_id',
          !q('code_challenge') && 'code_challenge',
          q('code_challenge_method').toLowerCase() !== 's256' && 'code_challenge_method',
          !q('state') && 'state',
        ].filter(Boolean);
        if (problems.length) return page(html('VK ID', `<p role="alert">invalid_request: ${problems.join(', ')}</p>`));
        return page(
          html(
            'VK ID',
            `<main><h1>Вход через VK ID</h1><form method="post">${hidden({
              client_id: q('client_id'),
              code_challenge: q('code_challenge'),
              state: q('state'),
              // Tests may ask the fake to answer another state (a forged response).
              answer_state: q('fake_answer_state') || q('state'),
            })}<button type="submit">Разрешить</button></form></main>`,
          ),
        );
      }
      case 'POST /authorize': {
        const code = token();
        const deviceId = token(12);
        vkCodes.set(code, {
          clientId: q('client_id'),
          challenge: q('code_challenge'),
          deviceId,
          state: q('state'),
          userId: 100_000 + Math.floor(Math.random() * 1e6),
          used: false,
          at: Date.now(),
        });
        record('vk.authorize', { clientId: q('client_id') });
        return page(
          postToOpener({
            action: `oauth2_authorize_response${q('state')}`,
            payload: {
              code,
              state: q('answer_state'),
              device_id: deviceId,
              type: 'code_v2',
              expires_in: 600,
              ext_id: token(8),
            },
          }),
        );
      }
      case 'POST /oauth2/auth': {
        record('vk.auth', { grantType: q('grant_type'), clientId: q('client_id') });
        const bad = (description: string, error = 'invalid_request') =>
          json({ error, error_description: description, state: q('state') }, 400);
        if (q('grant_type') !== 'authorization_code')
          return bad('grant_type is not supported', 'unsupported_grant_type');
        const entry = vkCodes.get(q('code'));
        if (!entry || entry.used || Date.now() - entry.at > 600_000)
          return bad('code is invalid or expired', 'invalid_grant');
        if (entry.clientId !== q('client_id')) return bad('client_id is invalid', 'invalid_client');
        if (entry.deviceId !== q('device_id')) return bad('device_id is invalid');
        const challenge = createHash('sha256').update(q('code_verifier')).digest('base64url');
        if (!/^[\w-]{43,128}$/.test(q('code_verifier')) || challenge !== entry.challenge)
          return bad('verifier is missing or invalid');
        entry.used = true;
        const accessToken = `vk1.a.${token(32)}`;
        vkTokens.set(accessToken, { userId: entry.userId, clientId: entry.clientId, live: true });
        return json({
          access_token: accessToken,
          refresh_token: `vk1.r.${token(32)}`,
          id_token: token(32),
          token_type: 'Bearer',
          expires_in: 3600,
          user_id: entry.userId,
          state: q('state'),
          scope: 'vkid.personal_info email phone',
        });
      }
      case 'POST /oauth2/user_info': {
        const entry = vkTokens.get(q('access_token'));
        if (!entry?.live) return json({ error: 'invalid_token', error_description: 'access_token is invalid' }, 401);
        return json({
          user: {
            user_id: String(entry.userId),
            first_name: 'Вера',
            last_name: 'Вконтактова',
            phone: '79161234567',
            avatar: 'https://example.com/vk-avatar.png',
            email: `vk.${entry.userId}@example.com`,
            sex: 1,
            verified: false,
            birthday: '01.01.1990',
          },
        });
      }
      case 'POST /oauth2/logout': {
        const entry = vkTokens.get(q('access_token'));
        record('vk.logout', { accessToken: q('access_token'), clientId: q('client_id'), known: Boolean(entry?.live) });
        if (!entry?.live || entry.clientId !== q('client_id'))
          return json({ error: 'invalid_token', error_description: 'access_token is invalid' }, 401);
        entry.live = false;
        return json({ response: 1 });
      }

      // ---- reCAPTCHA v3 ----
      case 'GET /recaptcha/api.js':
        return script(recaptchaScript(url.searchParams.get('render') ?? ''));
      case 'POST /recaptcha/api2/reload': {
        const siteKey = url.searchParams.get('k') ?? '';
        if (!recaptchaKeys[siteKey]) return json({ error: 'invalid site key' }, 400);
        const answer = `03A${token(48)}`;
        const origin = req.headers.origin ?? '';
        const hostname = origin ? new URL(origin).hostname : '';
        // A test may ask for another score (`fake_score`, 0–1): below the API's minimum is a bot.
        const asked = Number(url.searchParams.get('fake_score') ?? NaN);
        const score = asked >= 0 && asked <= 1 ? asked : 0.9;
        captchaTokens.set(answer, { siteKey, action: q('action'), hostname, score, at: Date.now(), used: false });
        record('recaptcha.execute', { siteKey, action: q('action'), hostname, score });
        return json({ token: answer });
      }
      case 'POST /recaptcha/api/siteverify': {
        const codes: string[] = [];
        if (!q('secret')) codes.push('missing-input-secret');
        if (!q('response')) codes.push('missing-input-response');
        if (codes.length) return json({ success: false, 'error-codes': codes });
        const entry = captchaTokens.get(q('response'));
        record('recaptcha.siteverify', {
          known: Boolean(entry),
          remoteip: q('remoteip'),
          action: entry?.action ?? null,
          score: entry?.score ?? null,
        });
        if (!Object.values(recaptchaKeys).includes(q('secret')))
          return json({ success: false, 'error-codes': ['invalid-input-secret'] });
        if (!entry || recaptchaKeys[entry.siteKey] !== q('secret'))
          return json({ success: false, 'error-codes': ['invalid-input-response'] });
        if (entry.used || Date.now() - entry.at > 120_000)
          return json({ success: false, 'error-codes': ['timeout-or-duplicate'] });
        entry.used = true;
        return json({
          success: true,
          score: entry.score,
          action: entry.action,
          challenge_ts: new Date(entry.at).toISOString(),
          hostname: entry.hostname,
          'error-codes': [],
        });
      }
      default:
        return json({ error: 'not_found', error_description: `${route} is not faked` }, 404);
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'server_error', error_description: String(error) }));
    });
  });
  server.listen(port, '127.0.0.1');
  return server;
}

/** Google Identity Services' `google.accounts.id` (the part our code uses), prompting in a popup. */
const GIS_SCRIPT = `(() => {
  const ORIGIN = 'https://accounts.google.com';
  let config = null;
  const moment = (kind, reason) => ({
    isDisplayMoment: () => kind === 'display',
    isDisplayed: () => kind === 'display',
    isNotDisplayed: () => kind === 'not_displayed',
    getNotDisplayedReason: () => (kind === 'not_displayed' ? reason : undefined),
    isSkippedMoment: () => kind === 'skipped',
    getSkippedReason: () => (kind === 'skipped' ? reason : undefined),
    isDismissedMoment: () => kind === 'dismissed',
    getDismissedReason: () => (kind === 'dismissed' ? reason : undefined),
    getMomentType: () => kind,
  });
  const id = {
    initialize(options) { config = options; },
    prompt(listener) {
      const notify = (n) => { if (typeof listener === 'function') listener(n); };
      if (!config || !config.client_id) throw new Error('[GSI_LOGGER]: Missing required parameter "client_id".');
      const query = new URLSearchParams({ client_id: config.client_id, nonce: config.nonce || '' });
      const popup = window.open(ORIGIN + '/gsi/select?' + query, 'g_select', 'width=480,height=640');
      if (!popup) return notify(moment('not_displayed', 'suppressed_by_user'));
      notify(moment('display'));
      let done = false;
      const finish = () => { done = true; window.removeEventListener('message', onMessage); clearInterval(timer); };
      const onMessage = (event) => {
        if (event.origin !== ORIGIN || event.source !== popup || !event.data || event.data.type !== 'gsi_credential') return;
        finish();
        config.callback && config.callback({ credential: event.data.credential, select_by: 'user', clientId: config.client_id });
        notify(moment('dismissed', 'credential_returned'));
      };
      const timer = setInterval(() => { if (popup.closed && !done) { finish(); notify(moment('skipped', 'user_cancel')); } }, 200);
      window.addEventListener('message', onMessage);
    },
    renderButton() {},
    cancel() {},
    disableAutoSelect() {},
  };
  window.google = window.google || {};
  window.google.accounts = Object.assign(window.google.accounts || {}, { id });
})();`;

/** Sign in with Apple JS's `AppleID.auth` in popup mode (init, signIn, the document events). */
const APPLE_SCRIPT = `(() => {
  const ORIGIN = 'https://appleid.apple.com';
  let config = null;
  const auth = {
    init(options) { config = options; },
    signIn() {
      return new Promise((resolve, reject) => {
        const fail = (error) => {
          document.dispatchEvent(new CustomEvent('AppleIDSignInOnFailure', { detail: error }));
          reject(error);
        };
        if (!config) return fail({ error: 'invalid_request' });
        const query = new URLSearchParams({
          client_id: config.clientId, redirect_uri: config.redirectURI, response_type: 'code id_token',
          scope: config.scope || '', state: config.state || '', nonce: config.nonce || '', response_mode: 'web_message',
        });
        const popup = window.open(ORIGIN + '/auth/authorize?' + query, 'AppleAuthentication', 'width=700,height=700');
        if (!popup) return fail({ error: 'popup_blocked_by_browser' });
        let done = false;
        const finish = () => { done = true; window.removeEventListener('message', onMessage); clearInterval(timer); };
        const onMessage = (event) => {
          if (event.origin !== ORIGIN || event.source !== popup) return;
          let message;
          try { message = JSON.parse(event.data); } catch { return; }
          if (message.method !== 'oauthDone') return;
          finish();
          if (message.data && message.data.error) return fail(message.data);
          document.dispatchEvent(new CustomEvent('AppleIDSignInOnSuccess', { detail: message.data }));
          resolve(message.data);
        };
        const timer = setInterval(() => { if (popup.closed && !done) { finish(); fail({ error: 'popup_closed_by_user' }); } }, 200);
        window.addEventListener('message', onMessage);
      });
    },
  };
  window.AppleID = { auth };
})();`;

/** reCAPTCHA v3's `grecaptcha` (ready, execute) for one site key. */
const recaptchaScript = (siteKey: string) => `(() => {
  const SITE_KEY = ${JSON.stringify(siteKey)};
  const grecaptcha = {
    ready(callback) { setTimeout(callback, 0); },
    execute(key, options) {
      if (key !== SITE_KEY) return Promise.reject(new Error('Invalid site key or not loaded in api.js: ' + key));
      return fetch('https://www.google.com/recaptcha/api2/reload?k=' + encodeURIComponent(key), {
        method: 'POST',
        body: new URLSearchParams({ action: (options && options.action) || '' }),
      }).then((r) => r.json()).then((answer) => { if (!answer.token) throw new Error('reCAPTCHA refused'); return answer.token; });
    },
  };
  window.grecaptcha = grecaptcha;
})();`;

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  const port = Number(process.env.FAKES_PORT ?? 8847);
  const pairs = (process.env.FAKE_RECAPTCHA_KEYS ?? '')
    .split(',')
    .map((pair) => pair.split('='))
    .filter((pair): pair is [string, string] => pair.length === 2 && Boolean(pair[0]) && Boolean(pair[1]));
  startFakes(port, { recaptchaKeys: Object.fromEntries(pairs) });
  console.log(`fakes on http://127.0.0.1:${port}`);
}
