// `@tarelka/api-client/contract`: the TypeBox schemas of every call, shared by the client (types
// only) and the reference API (validation, serialisation and the OpenAPI document).
export {
  Bounds,
  ErrorBody,
  ErrorItem,
  HealthResponse,
  LatLng,
  Locale,
  Money,
  NowResponse,
  Page,
  PageQuery,
  Photo,
  ValueItem,
} from './common';
export {
  CitiesQuery,
  City,
  Allergen,
  CityIdParams,
  DayOfWeek,
  DeliveriesQuery,
  DeliveryType,
  DeliveryZonePage,
  Diet,
  IdParams,
  LangQuery,
  Macros,
  MeasureUnit,
  Menu,
  ModifierGroup,
  ModifierOption,
  Nutrition,
  OpeningHours,
  PayConfigEntry,
  PayType,
  Position,
  PositionGroup,
  PositionTag,
  PositionTimeSlot,
  Promotion,
  Resto,
  RestoIdParams,
  RestosQuery,
  ServerDeliveryZone,
  ServerThreshold,
  TimeSlotDetail,
  TimeSlotsQuery,
} from './catalog';
export {
  CartLine,
  CartModifier,
  DeliveryPlace,
  IdempotencyHeaders,
  LineDiscount,
  LinePromoCode,
  LineSpecial,
  Order,
  OrderPage,
  OrderPerson,
  OrderRequest,
  OrdersQuery,
  OrderStatus,
  PersonIdParams,
  PreflightRequest,
  PreflightResponse,
  PricedLine,
} from './orders';
export {
  ID_TOKEN_HEADER,
  ID_TOKEN_NONCE_HEADER,
  Person,
  PhoneCodeRequest,
  PhoneCodeResponse,
  PhoneSignInRequest,
  TokenSetResponse,
  TokenSource,
  VkSignInRequest,
} from './auth';
export {
  AddressDetails,
  AutocompleteQuery,
  AutocompleteResponse,
  PlaceParams,
  PlacePrediction,
  PlaceQuery,
  ReverseQuery,
} from './geo';
export {
  OrderDetails,
  OrderIdParams,
  OrderPaymentStatus,
  PAYMENT_ERRORS,
  PaymentStatus,
  RetryPaymentRequest,
} from './payments';
export type { PaymentError } from './payments';
export { ERROR_CODES, PROMO_CODE_ERRORS, RESTO_ERRORS } from './error-codes';
export type { ErrorCode, PromoCodeError, RestoError } from './error-codes';
export { routes, TenantHeaders, WHITE_LABEL_HEADER } from './routes';
export type { RouteAuth, RouteDefinition, RouteName } from './routes';
export { buildOpenApiDocument } from './openapi';
export type { OpenApiDocument } from './openapi';
