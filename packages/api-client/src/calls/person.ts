// The signed-in person's profile (spec §7).
import type { Person } from '../contract/auth';
import type { ApiTransport } from '../transport';

/** `GET /api/v1/me`: the signed-in person. */
export const getMe = (t: ApiTransport) => t.request<Person>('/api/v1/me', { auth: true });
