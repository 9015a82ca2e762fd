// Preflight pricing (spec §7), anonymous or personal.
import type { PreflightRequest, PreflightResponse } from '../contract/orders';
import type { ApiTransport } from '../transport';

const enc = encodeURIComponent;

/** `POST /1/persons/orders/preflight`: anonymous pricing. */
export const preflight = (t: ApiTransport, body: PreflightRequest) =>
  t.request<PreflightResponse>('/1/persons/orders/preflight', { method: 'POST', body, query: t.withLang() });

/** `POST /1/persons/{personId}/orders/preflight`: pricing for a signed-in person. */
export const personalPreflight = (t: ApiTransport, personId: string, body: PreflightRequest) =>
  t.request<PreflightResponse>(`/1/persons/${enc(personId)}/orders/preflight`, {
    method: 'POST',
    body,
    auth: true,
    query: t.withLang(),
  });
