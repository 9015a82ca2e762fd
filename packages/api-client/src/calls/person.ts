// The signed-in person's profile and saved deliveries (spec §7, issue 26).
import type { Person, ProfileUpdateRequest, SignOutRequest, SignOutResponse } from '../contract/auth';
import type { ApiTransport } from '../transport';

const enc = encodeURIComponent;

/** `GET /api/v1/me`: the signed-in person. */
export const getMe = (t: ApiTransport) => t.request<Person>('/api/v1/me', { auth: true });

/** `PATCH /api/v1/me`: change first name, last name or e-mail; a bad field fails with 400 and its message. */
export const updateMe = (t: ApiTransport, body: ProfileUpdateRequest) =>
  t.request<Person>('/api/v1/me', { method: 'PATCH', body, auth: true, query: t.withLang() });

/** `PATCH /api/v1/me/deliveries/{deliveryId}`: name a saved delivery ('Дом', 'Работа'). */
export const renameDelivery = (t: ApiTransport, deliveryId: string, title: string) =>
  t.request<Person>(`/api/v1/me/deliveries/${enc(deliveryId)}`, {
    method: 'PATCH',
    body: { title },
    auth: true,
    query: t.withLang(),
  });

/** `DELETE /api/v1/me/deliveries/{deliveryId}`: forget a saved delivery. */
export const deleteDelivery = (t: ApiTransport, deliveryId: string) =>
  t.request<Person>(`/api/v1/me/deliveries/${enc(deliveryId)}`, { method: 'DELETE', auth: true });

/**
 * `POST /api/v1/sign/out`: ends this session on the server (or every session with
 * `{ everywhere: true }`). The caller clears its stored tokens and profile whatever the answer.
 */
export const signOut = (t: ApiTransport, body: SignOutRequest = {}) =>
  t.request<SignOutResponse>('/api/v1/sign/out', { method: 'POST', body, auth: true });
