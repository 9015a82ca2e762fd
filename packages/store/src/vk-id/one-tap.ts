/**
 * VK ID's OneTap widget (spec §4 "VK widget states", §9 "VK"): its states, timings and cookies,
 * without React or the SDK (the hook `useVkOneTap` in `@tarelka/store/react` wires them).
 */

/** The widget's states (spec §4): the SDK's own names. */
export type VkWidgetState = 'loading' | 'loaded' | 'not_loaded';

/** The widget must say it loaded within this time, or it is `not_loaded` (spec §9). */
export const VK_WIDGET_LOAD_TIMEOUT_MS = 5000;
/** Loaded is shown this long after the widget says so, so the frame does not flash (spec §9). */
export const VK_WIDGET_LOADED_DELAY_MS = 300;

/** A cookie's name and lifetime. */
export interface VkCookie {
  name: string;
  maxAgeSeconds: number;
}

/** The state sent to VK ID, checked on its answer (spec §9: 15 minutes). */
export const VK_STATE_COOKIE: VkCookie = { name: 'vkid_sdk:state', maxAgeSeconds: 15 * 60 };
/** VK ID's external id of this browser from its answer (spec §9: 365 days). */
export const VK_EXT_ID_COOKIE: VkCookie = { name: 'vkidExtId', maxAgeSeconds: 365 * 24 * 60 * 60 };

/**
 * Writes a VK ID cookie for this host only, path `/`, SameSite=Strict, Secure over https. The SDK
 * writes its own for the last two labels of the host (`domain=.<…>`), which a browser refuses on
 * an IP address or a host with a port; these hold on every host. An empty value deletes it.
 *
 * @example
 * writeVkCookie(document, VK_STATE_COOKIE, state);
 */
export function writeVkCookie(doc: Document, cookie: VkCookie, value: string): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  const age = value ? cookie.maxAgeSeconds : 0;
  doc.cookie = `${cookie.name}=${encodeURIComponent(value)}; Max-Age=${age}; Path=/; SameSite=Strict${secure}`;
}

/**
 * A VK ID cookie's value, or null.
 *
 * @example
 * readVkCookie(document, VK_STATE_COOKIE); // '…64 characters…'
 */
export function readVkCookie(doc: Document, cookie: VkCookie): string | null {
  const prefix = `${cookie.name}=`;
  const found = doc.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : null;
}

/** VK ID error codes (spec §4): 100 event not supported … 104 state mismatch. */
export type VkErrorCode = 100 | 101 | 102 | 103 | 104;

/** The SDK's messages of its auth errors (spec §8), which the widget passes on as text only. */
const VK_ERROR_TEXTS: Record<string, VkErrorCode> = {
  'Event is not supported': 100,
  'Cannot create new tab. Try checking your browser settings': 101,
  'New tab has been closed': 102,
  'Authorization failed with an error': 103,
  'The received state does not match the expected state': 104,
};

/**
 * The code of a VK ID error from its `code` or, as the widget reports auth errors, its text.
 *
 * @example
 * vkErrorCode({ code: 2, text: 'New tab has been closed' }); // 102
 */
export function vkErrorCode(error: unknown): VkErrorCode {
  const { code, text, error: message } = (error ?? {}) as { code?: unknown; text?: unknown; error?: unknown };
  if (typeof code === 'number' && code >= 100 && code <= 104) return code as VkErrorCode;
  return VK_ERROR_TEXTS[String(text ?? message)] ?? 103;
}

/** The body of `POST /1/sign/in/vk-id` without the api key. */
export interface VkProof {
  code: string;
  codeVerifier: string;
  deviceId: string;
  redirectUri: string;
  state: string;
}

/** What a VK ID sign-in gives back: the proof for our API, or VK ID's error code. */
export type VkOutcome = { ok: true; value: VkProof } | { ok: false; vkCode: VkErrorCode };

/**
 * Checks VK ID's answer against what was sent: a code and a device id (else 103), the same state
 * (else 104, spec §5), and makes the proof our API exchanges with the verifier.
 *
 * @example
 * vkProof(answer, { state, verifier, redirectUri: `${location.origin}/auth` });
 */
export function vkProof(
  answer: { code?: string; state?: string; device_id?: string } | undefined,
  sent: { state: string | null; verifier: string; redirectUri: string },
): VkOutcome {
  if (!answer?.code || !answer.device_id) return { ok: false, vkCode: 103 };
  if (!sent.state || answer.state !== sent.state) return { ok: false, vkCode: 104 };
  return {
    ok: true,
    value: {
      code: answer.code,
      codeVerifier: sent.verifier,
      deviceId: answer.device_id,
      redirectUri: sent.redirectUri,
      state: sent.state,
    },
  };
}
