// `@tarelka/api-client`: the typed fetch client. Zero runtime dependencies: the contract's
// schemas live in `@tarelka/api-client/contract`; this entry only uses their types.
export { createApiClient } from './client';
export type { ApiClient } from './client';
export { createApiTransport } from './transport';
export type { ApiClientOptions, ApiTransport, Query, RequestOptions } from './transport';
export * from './calls/catalog';
export * from './zones';
export * from './calls/geocoding';
export * from './calls/orders';
export * from './calls/person';
export * from './calls/pricing';
export * from './calls/sign-in';
export { parseServerSentEvents } from './sse';
export {
  ApiError,
  clampStatus,
  errorFromResponse,
  isNetworkError,
  NETWORK_ERROR_MESSAGE,
  normaliseError,
} from './errors';
export type { ApiErrorItem } from './errors';
export { isTokenExpired, tokenExpiry } from './tokens';
export type { TokenSet } from './tokens';
export type {
  AddressDetails,
  Allergen,
  AutocompleteQuery,
  AutocompleteResponse,
  CartLine,
  CartModifier,
  CitiesQuery,
  City,
  DeliveryPlace,
  DeliveryType,
  Diet,
  ErrorBody,
  ErrorCode,
  LatLng,
  Locale,
  Macros,
  Menu,
  ModifierGroup,
  ModifierOption,
  NowResponse,
  Nutrition,
  OpeningHours,
  Order,
  OrderDetails,
  OrderPage,
  OrderPaymentStatus,
  OrderPerson,
  OrderRequest,
  OrderSlot,
  OrderSlotsQuery,
  OrderSlotsResponse,
  OrderStatus,
  OrderStatusChange,
  OrderStatusEvent,
  PayConfigEntry,
  PaymentStatus,
  PayType,
  Person,
  PersonDelivery,
  PhoneCodeRequest,
  PhoneCodeResponse,
  PhoneSignInRequest,
  Photo,
  Position,
  PositionGroup,
  PositionTimeSlot,
  PreflightRequest,
  PreflightResponse,
  PricedLine,
  ProfileUpdateRequest,
  Promotion,
  Resto,
  RestosQuery,
  RetryPaymentRequest,
  ScheduledFor,
  ServerDeliveryZone,
  ServerThreshold,
  SignOutRequest,
  SignOutResponse,
  TokenSetResponse,
  TokenSource,
  VkSignInRequest,
} from './contract/index';
