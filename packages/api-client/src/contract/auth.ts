import { Type, type Static } from 'typebox';
import { DeliveryPlace } from './orders';

/** Where a token set came from (spec §3). */
export const TokenSource = Type.Union([
  Type.Literal('PHONE'),
  Type.Literal('GOOGLE'),
  Type.Literal('APPLE'),
  Type.Literal('VK'),
]);
export type TokenSource = Static<typeof TokenSource>;

/** The answer of every sign-in call and of the refresh (spec §3 "Token set"). */
export const TokenSetResponse = Type.Object({
  accessToken: Type.String(),
  refreshToken: Type.String(),
  vkAccessToken: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  source: Type.Optional(TokenSource),
});
export type TokenSetResponse = Static<typeof TokenSetResponse>;

/**
 * One saved delivery of a person (spec §3 `deliveries`: email, personName, phone), with the place
 * it went to: every order stores or refreshes one (newest used first); the person can name it
 * ('Дом', 'Работа') or delete it. `place` is null for a pickup order's contact.
 */
export const PersonDelivery = Type.Object({
  id: Type.Optional(Type.String({ format: 'uuid' })),
  title: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  email: Type.Union([Type.String(), Type.Null()]),
  personName: Type.Union([Type.String(), Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()]),
  place: Type.Optional(Type.Union([DeliveryPlace, Type.Null()])),
});
export type PersonDelivery = Static<typeof PersonDelivery>;

/**
 * Person profile (spec §3); the first delivery's e-mail, name and phone override the profile's.
 * `accountIds` are the linked sign-in methods as `provider:subject` (`phone:+7…`, `google:…`,
 * `apple:…`, `vk:…`).
 */
export const Person = Type.Object({
  id: Type.String(),
  accountIds: Type.Array(Type.String()),
  avatar: Type.Union([Type.String(), Type.Null()]),
  deliveries: Type.Array(PersonDelivery),
  email: Type.Union([Type.String(), Type.Null()]),
  firstName: Type.Union([Type.String(), Type.Null()]),
  lastName: Type.Union([Type.String(), Type.Null()]),
  patronymic: Type.Union([Type.String(), Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()]),
});
export type Person = Static<typeof Person>;

/** `POST /api/v1/sign/in/phone/code`: ask for an SMS code (spec §7). */
export const PhoneCodeRequest = Type.Object({
  apiKey: Type.String(),
  captchaToken: Type.String(),
  mode: Type.Literal('WEB'),
  phone: Type.String({ minLength: 5, maxLength: 32 }),
  whiteLabel: Type.String({ minLength: 1, maxLength: 64 }),
});
export type PhoneCodeRequest = Static<typeof PhoneCodeRequest>;

/** Answer of the code request: when a new code may be asked for (spec §9: 90 s). */
export const PhoneCodeResponse = Type.Object({ resendAfterSeconds: Type.Integer({ minimum: 0 }) });
export type PhoneCodeResponse = Static<typeof PhoneCodeResponse>;

/** `POST /api/v1/sign/in/phone`: confirm the SMS code (spec §7). */
export const PhoneSignInRequest = Type.Object({
  apiKey: Type.String(),
  captchaToken: Type.String(),
  code: Type.String({ minLength: 1, maxLength: 16 }),
  phone: Type.String({ minLength: 5, maxLength: 32 }),
});
export type PhoneSignInRequest = Static<typeof PhoneSignInRequest>;

/** `POST /1/sign/in/vk-id`: exchange a VK ID code with PKCE (spec §7). */
export const VkSignInRequest = Type.Object({
  apiKey: Type.String(),
  code: Type.String(),
  codeVerifier: Type.String({ minLength: 43, maxLength: 128 }),
  deviceId: Type.String(),
  redirectUri: Type.String(),
  state: Type.String(),
});
export type VkSignInRequest = Static<typeof VkSignInRequest>;

/** Header carrying the external id token of Google or Apple sign-in. */
export const ID_TOKEN_HEADER = 'x-id-token';

/** Optional header with the nonce given to Google or Apple: the id token's `nonce` must equal it. */
export const ID_TOKEN_NONCE_HEADER = 'x-id-token-nonce';

/**
 * `PATCH /api/v1/me`: the fields to change (an absent key keeps the value, null or '' clears it).
 * Checked with the domain's `checkProfileUpdate`: a bad field is 400 with one `errors[]` item per
 * field (`request.invalid`, `field` `/body/<name>`, the spec's message). The phone is read-only
 * (it is proven by an SMS code).
 */
export const ProfileUpdateRequest = Type.Object(
  {
    firstName: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
    lastName: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
    email: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type ProfileUpdateRequest = Static<typeof ProfileUpdateRequest>;

/** `{ deliveryId }` path of one saved delivery. */
export const DeliveryIdParams = Type.Object({ deliveryId: Type.String({ format: 'uuid' }) });
export type DeliveryIdParams = Static<typeof DeliveryIdParams>;

/** `PATCH /api/v1/me/deliveries/{deliveryId}`: the saved address's new name (1–50 characters). */
export const RenameDeliveryRequest = Type.Object({ title: Type.String({ maxLength: 500 }) });
export type RenameDeliveryRequest = Static<typeof RenameDeliveryRequest>;

/**
 * `POST /api/v1/sign/out` body. Without `everywhere` the session of the bearer token (its
 * refresh-token family) ends; with `everywhere: true` every session of the person does. The
 * bearer is the access token, or the refresh token when the access token has expired.
 */
export const SignOutRequest = Type.Object({ everywhere: Type.Optional(Type.Boolean()) });
export type SignOutRequest = Static<typeof SignOutRequest>;

/** Answer of the sign-out: how many sessions ended (0 when the session had already ended). */
export const SignOutResponse = Type.Object({ revoked: Type.Integer({ minimum: 0 }) });
export type SignOutResponse = Static<typeof SignOutResponse>;
