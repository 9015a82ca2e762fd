import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/** Keys derived from the server secret, one per purpose, so no key is used for two things. */
export interface AuthKeys {
  /** HMAC key of stored SMS codes. */
  otp: Buffer;
  /** AES-256-GCM key of secrets kept for the client (VK access tokens). */
  seal: Buffer;
  /** HMAC key of refresh-token ids. */
  refreshId: Buffer;
}

const derive = (secret: Uint8Array, purpose: string) =>
  Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `tarelka ${purpose}`, 32));

/**
 * Derives the purpose keys from the token secret (HKDF-SHA256).
 *
 * @example
 * const keys = deriveAuthKeys(jwtSecret);
 */
export function deriveAuthKeys(secret: Uint8Array): AuthKeys {
  return { otp: derive(secret, 'sms-otp'), seal: derive(secret, 'seal'), refreshId: derive(secret, 'refresh-id') };
}

/** base64url HMAC-SHA256 of `parts` joined by NUL. */
export function hmac(key: Buffer, ...parts: string[]): string {
  return createHmac('sha256', key).update(parts.join('\0')).digest('base64url');
}

/** Compares two strings in constant time (for equal lengths). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Encrypts a short secret: `iv.tag.ciphertext`, base64url. */
export function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.');
}

/** Decrypts what {@link seal} made; null when it was tampered with or sealed under another key. */
export function unseal(key: Buffer, sealed: string): string | null {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
