/** A VK ID user after a successful code exchange. */
export interface VkIdentity {
  /** VK `user_id`. */
  subject: string;
  accessToken: string;
  firstName: string | null;
  lastName: string | null;
  avatar: string | null;
  email: string | null;
  /** As VK sends it (digits); the caller normalises it. */
  phone: string | null;
}

/** Why a VK ID sign-in failed. */
export type VkRefusal = 'state-mismatch' | 'exchange-failed' | 'unavailable';

export type VkResult = { ok: true; identity: VkIdentity } | { ok: false; reason: VkRefusal; detail: string };

/** The code exchange of VK ID with PKCE. */
export interface VkIdClient {
  signIn(input: {
    clientId: number;
    code: string;
    codeVerifier: string;
    deviceId: string;
    redirectUri: string;
    state: string;
  }): Promise<VkResult>;
}

interface TokenAnswer {
  access_token?: string;
  user_id?: number | string;
  state?: string;
  error?: string;
  error_description?: string;
}

interface UserInfoAnswer {
  user?: {
    user_id?: number | string;
    first_name?: string;
    last_name?: string;
    phone?: string;
    avatar?: string;
    email?: string;
  };
  error?: string;
  error_description?: string;
}

const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * VK ID's backend protocol (INTEGRATIONS §1): `POST /oauth2/auth` with
 * `grant_type=authorization_code`, code, `code_verifier`, `device_id`, `redirect_uri`,
 * `client_id` and `state` (form-urlencoded, no client secret), then `POST /oauth2/user_info`
 * with the access token. The `state` VK echoes must be the one sent.
 *
 * @example
 * const vk = createVkIdClient({ baseUrl: 'https://id.vk.com' });
 * const result = await vk.signIn({ clientId: 51000000, code, codeVerifier, deviceId, redirectUri, state });
 */
export function createVkIdClient(
  options: { baseUrl?: string; timeoutMs?: number; fetch?: typeof fetch } = {},
): VkIdClient {
  const base = options.baseUrl ?? 'https://id.vk.com';
  const doFetch = options.fetch ?? fetch;
  const post = async <T>(path: string, form: Record<string, string>): Promise<{ status: number; body: T }> => {
    const response = await doFetch(new URL(path, base), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(form),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    let body: T;
    try {
      body = (await response.json()) as T;
    } catch {
      body = {} as T;
    }
    return { status: response.status, body };
  };

  return {
    async signIn(input) {
      const clientId = String(input.clientId);
      let token: { status: number; body: TokenAnswer };
      try {
        token = await post<TokenAnswer>('/oauth2/auth', {
          grant_type: 'authorization_code',
          code: input.code,
          code_verifier: input.codeVerifier,
          device_id: input.deviceId,
          redirect_uri: input.redirectUri,
          client_id: clientId,
          state: input.state,
        });
      } catch (error) {
        return { ok: false, reason: 'unavailable', detail: error instanceof Error ? error.message : String(error) };
      }
      const accessToken = str(token.body.access_token);
      if (token.body.error || !accessToken || token.status >= 400) {
        return {
          ok: false,
          reason: 'exchange-failed',
          detail: `${token.body.error ?? `HTTP ${token.status}`}: ${token.body.error_description ?? 'no access token'}`,
        };
      }
      if (token.body.state !== input.state)
        return { ok: false, reason: 'state-mismatch', detail: 'VK returned another state' };
      let info: UserInfoAnswer = {};
      try {
        const answer = await post<UserInfoAnswer>('/oauth2/user_info', {
          access_token: accessToken,
          client_id: clientId,
        });
        if (answer.status < 400) info = answer.body;
      } catch {
        // The profile is a nicety: the sign-in stands on the token exchange.
      }
      const user = info.user ?? {};
      const subject = String(token.body.user_id ?? user.user_id ?? '');
      if (!subject) return { ok: false, reason: 'exchange-failed', detail: 'no user_id in the answer' };
      return {
        ok: true,
        identity: {
          subject,
          accessToken,
          firstName: str(user.first_name),
          lastName: str(user.last_name),
          avatar: str(user.avatar),
          email: str(user.email)?.toLowerCase() ?? null,
          phone: str(user.phone),
        },
      };
    },
  };
}
