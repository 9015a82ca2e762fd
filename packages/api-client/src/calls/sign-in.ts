// Sign-in (spec §7): the SMS code, phone, Google, Apple and VK ID; each stores its token set
// through the transport's `onTokens`.
import type {
  PhoneCodeRequest,
  PhoneCodeResponse,
  PhoneSignInRequest,
  TokenSetResponse,
  VkSignInRequest,
} from '../contract/auth';
import type { TokenSet } from '../tokens';
import type { ApiTransport } from '../transport';

/** `POST /api/v1/sign/in/phone/code`: send an SMS code. */
export const requestPhoneCode = (t: ApiTransport, body: PhoneCodeRequest) =>
  t.request<PhoneCodeResponse>('/api/v1/sign/in/phone/code', { method: 'POST', body, query: t.withLang() });

/** `POST /api/v1/sign/in/phone`: sign in with the SMS code; stores the token set via `onTokens`. */
export const signInPhone = async (t: ApiTransport, body: PhoneSignInRequest): Promise<TokenSet> =>
  t.signedIn(
    await t.request<TokenSetResponse>('/api/v1/sign/in/phone', { method: 'POST', body, query: t.withLang() }),
    'PHONE',
  );

/** `POST /api/v1/sign/in/google` with the Google id token. */
export const signInGoogle = async (t: ApiTransport, idToken: string): Promise<TokenSet> =>
  t.signedIn(
    await t.request<TokenSetResponse>('/api/v1/sign/in/google', { method: 'POST', headers: { 'x-id-token': idToken } }),
    'GOOGLE',
  );

/** `POST /api/v1/sign/in/apple` with the Apple id token. */
export const signInApple = async (t: ApiTransport, idToken: string): Promise<TokenSet> =>
  t.signedIn(
    await t.request<TokenSetResponse>('/api/v1/sign/in/apple', { method: 'POST', headers: { 'x-id-token': idToken } }),
    'APPLE',
  );

/** `POST /1/sign/in/vk-id`: exchange a VK ID code (PKCE). */
export const signInVk = async (t: ApiTransport, body: VkSignInRequest): Promise<TokenSet> =>
  t.signedIn(await t.request<TokenSetResponse>('/1/sign/in/vk-id', { method: 'POST', body }), 'VK');
