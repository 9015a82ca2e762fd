import { Type, type TSchema } from 'typebox';
import {
  PhoneCodeRequest,
  PhoneCodeResponse,
  PhoneSignInRequest,
  Person,
  DeliveryIdParams,
  ProfileUpdateRequest,
  RenameDeliveryRequest,
  SignOutRequest,
  SignOutResponse,
  TokenSetResponse,
  VkSignInRequest,
} from './auth';
import {
  CitiesQuery,
  City,
  CityIdParams,
  DeliveriesQuery,
  DeliveryZonePage,
  IdParams,
  LangQuery,
  ModifierGroup,
  Position,
  PositionGroup,
  PositionTimeSlot,
  Promotion,
  Resto,
  RestoIdParams,
  RestosQuery,
  TimeSlotsQuery,
} from './catalog';
import { ErrorBody, HealthResponse, NowResponse } from './common';
import { AddressDetails, AutocompleteQuery, AutocompleteResponse, PlaceParams, PlaceQuery, ReverseQuery } from './geo';
import {
  IdempotencyHeaders,
  Order,
  OrderPage,
  OrderRequest,
  OrderSlotsParams,
  OrderSlotsQuery,
  OrderSlotsResponse,
  OrdersQuery,
  PersonIdParams,
  PreflightRequest,
  PreflightResponse,
} from './orders';
import { OrderDetails, OrderIdParams, OrderPaymentStatus, OrderStatusEvent, RetryPaymentRequest } from './payments';

/** Header naming the tenant (white-label id) of a catalog call; query `whiteLabel` wins over it. */
export const WHITE_LABEL_HEADER = 'x-white-label';

/** Headers every tenant-scoped call accepts. */
export const TenantHeaders = Type.Object({ [WHITE_LABEL_HEADER]: Type.Optional(Type.String({ maxLength: 64 })) });

/** How a route is authorised: none, a bearer access token, or a bearer refresh token. */
export type RouteAuth = 'none' | 'access' | 'refresh';

/** One call of the contract: what Fastify registers and what the OpenAPI document describes. */
export interface RouteDefinition {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Fastify-style path (`:param`). */
  url: string;
  summary: string;
  tags: readonly string[];
  auth: RouteAuth;
  /** True for catalog reads answered with ETag/Cache-Control. */
  cacheable?: boolean;
  /** Media type of the 200 answer when it is not JSON (`text/event-stream`: the 200 schema is one event's data). */
  produces?: string;
  schema: {
    params?: TSchema;
    querystring?: TSchema;
    headers?: TSchema;
    body?: TSchema;
    response: Record<number, TSchema>;
  };
}

const list = <T extends TSchema>(item: T) => Type.Array(item);
const errors = { 400: ErrorBody, 404: ErrorBody };

/**
 * Every call between the storefront and the server (spec §7 plus the calls the spec leaves open),
 * keyed by operation id. The reference API registers its routes from this table and the OpenAPI
 * document is generated from it, so server, client and docs share one source of truth.
 */
export const routes = {
  getHealth: {
    method: 'GET',
    url: '/health',
    summary: 'Liveness: the process answers.',
    tags: ['system'],
    auth: 'none',
    schema: { response: { 200: HealthResponse } },
  },
  getReady: {
    method: 'GET',
    url: '/ready',
    summary: 'Readiness: the database answers.',
    tags: ['system'],
    auth: 'none',
    schema: { response: { 200: HealthResponse, 503: HealthResponse } },
  },
  getNow: {
    method: 'GET',
    url: '/1/now',
    summary: 'Server time for the client clock offset (spec §4 "Time sync").',
    tags: ['system'],
    auth: 'none',
    schema: { response: { 200: NowResponse } },
  },
  getCities: {
    method: 'GET',
    url: '/1/p/cities',
    summary: 'Cities of a white label.',
    tags: ['catalog'],
    auth: 'none',
    cacheable: true,
    schema: { querystring: CitiesQuery, headers: TenantHeaders, response: { 200: list(City), ...errors } },
  },
  getCity: {
    method: 'GET',
    url: '/1/p/cities/:cityId',
    summary: 'One city.',
    tags: ['catalog'],
    auth: 'none',
    cacheable: true,
    schema: {
      params: CityIdParams,
      querystring: LangQuery,
      headers: TenantHeaders,
      response: { 200: City, ...errors },
    },
  },
  getCityDeliveries: {
    method: 'GET',
    url: '/1/p/cities/:cityId/deliveries',
    summary: 'Delivery zones of every resto of a city, paged (size 100 by default).',
    tags: ['catalog'],
    auth: 'none',
    cacheable: true,
    schema: {
      params: CityIdParams,
      querystring: DeliveriesQuery,
      headers: TenantHeaders,
      response: { 200: DeliveryZonePage, ...errors },
    },
  },
  getRestos: {
    method: 'GET',
    url: '/1/p/restos',
    summary: 'Restos by city and white label.',
    tags: ['catalog'],
    auth: 'none',
    cacheable: true,
    schema: { querystring: RestosQuery, headers: TenantHeaders, response: { 200: list(Resto), ...errors } },
  },
  getResto: {
    method: 'GET',
    url: '/1/p/restos/:id',
    summary: 'One resto with its menus.',
    tags: ['catalog'],
    auth: 'none',
    cacheable: true,
    schema: { params: IdParams, querystring: LangQuery, headers: TenantHeaders, response: { 200: Resto, ...errors } },
  },
  getMenuPositionGroups: {
    method: 'GET',
    url: '/1/p/menus/:id/position-groups',
    summary: 'Position groups of a menu.',
    tags: ['catalog'],
    auth: 'none',
    cacheable: true,
    schema: {
      params: IdParams,
      querystring: LangQuery,
      headers: TenantHeaders,
      response: { 200: list(PositionGroup), ...errors },
    },
  },
  getMenuPositions: {
    method: 'GET',
    url: '/1/p/menus/:id/positions',
    summary: 'Positions of a menu.',
    tags: ['catalog'],
    auth: 'none',
    cacheable: true,
    schema: {
      params: IdParams,
      querystring: LangQuery,
      headers: TenantHeaders,
      response: { 200: list(Position), ...errors },
    },
  },
  getRestoModifiers: {
    method: 'GET',
    url: '/1/restos/:restoId/positions/modifiers',
    summary: 'Modifier groups of a resto.',
    tags: ['catalog'],
    auth: 'none',
    cacheable: true,
    schema: {
      params: RestoIdParams,
      querystring: LangQuery,
      headers: TenantHeaders,
      response: { 200: list(ModifierGroup), ...errors },
    },
  },
  getRestoTimeSlots: {
    method: 'GET',
    url: '/1/restos/:restoId/position-time-slots',
    summary: 'Position time slots of a resto, with availability at the given time.',
    tags: ['catalog'],
    auth: 'none',
    schema: {
      params: RestoIdParams,
      querystring: TimeSlotsQuery,
      headers: TenantHeaders,
      response: { 200: list(PositionTimeSlot), ...errors },
    },
  },
  getRestoPromotions: {
    method: 'GET',
    url: '/1/restos/:id/promotions',
    summary: 'Current promotions of a resto, highest priority first.',
    tags: ['catalog'],
    auth: 'none',
    cacheable: true,
    schema: {
      params: IdParams,
      querystring: LangQuery,
      headers: TenantHeaders,
      response: { 200: list(Promotion), ...errors },
    },
  },
  getRestoDeliveries: {
    method: 'GET',
    url: '/1/restos/:restoId/deliveries',
    summary: 'Delivery zones of a resto, paged (size 100 by default).',
    tags: ['catalog'],
    auth: 'none',
    cacheable: true,
    schema: {
      params: RestoIdParams,
      querystring: DeliveriesQuery,
      headers: TenantHeaders,
      response: { 200: DeliveryZonePage, ...errors },
    },
  },
  getOrderSlots: {
    method: 'GET',
    url: '/1/p/restos/:restoId/order-slots',
    summary:
      "The times a cart can be ordered for on one day (issue 27): from the resto's hours, the cooking and delivery time, the positions' time slots, the tenant's lead time and horizon.",
    tags: ['orders'],
    auth: 'none',
    schema: {
      params: OrderSlotsParams,
      querystring: OrderSlotsQuery,
      headers: TenantHeaders,
      response: { 200: OrderSlotsResponse, 422: ErrorBody, ...errors },
    },
  },
  preflight: {
    method: 'POST',
    url: '/1/persons/orders/preflight',
    summary: 'Price a cart anonymously: the server reprices from its catalog.',
    tags: ['orders'],
    auth: 'none',
    schema: {
      headers: TenantHeaders,
      body: PreflightRequest,
      response: { 200: PreflightResponse, 422: ErrorBody, ...errors },
    },
  },
  personalPreflight: {
    method: 'POST',
    url: '/1/persons/:personId/orders/preflight',
    summary: 'Price a cart for a signed-in person (per-person promo code limits apply).',
    tags: ['orders'],
    auth: 'access',
    schema: {
      params: PersonIdParams,
      headers: TenantHeaders,
      body: PreflightRequest,
      response: { 200: PreflightResponse, 401: ErrorBody, 403: ErrorBody, 422: ErrorBody, ...errors },
    },
  },
  createOrder: {
    method: 'POST',
    url: '/api/v1/persons/:personId/orders',
    summary: 'Place an order. Requires an Idempotency-Key header; a replay returns the first answer.',
    tags: ['orders'],
    auth: 'access',
    schema: {
      params: PersonIdParams,
      headers: IdempotencyHeaders,
      body: OrderRequest,
      response: {
        201: Order,
        401: ErrorBody,
        403: ErrorBody,
        409: ErrorBody,
        422: ErrorBody,
        ...errors,
      },
    },
  },
  getOrders: {
    method: 'GET',
    url: '/api/v1/persons/:personId/orders',
    summary:
      "A person's orders, newest first, 20 a page: `nextCursor` of one page is the `cursor` of the next. Each order carries its resto's `timezone`.",
    tags: ['orders'],
    auth: 'access',
    schema: {
      params: PersonIdParams,
      querystring: OrdersQuery,
      response: { 200: OrderPage, 401: ErrorBody, 403: ErrorBody, ...errors },
    },
  },
  getOrder: {
    method: 'GET',
    url: '/api/v1/persons/:personId/orders/:orderId',
    summary:
      'One order of a person: its lines, sums, the status of its online payment, the status timeline and the estimated time of arrival.',
    tags: ['orders'],
    auth: 'access',
    schema: { params: OrderIdParams, response: { 200: OrderDetails, 401: ErrorBody, 403: ErrorBody, ...errors } },
  },
  retryPayment: {
    method: 'POST',
    url: '/api/v1/persons/:personId/orders/:orderId/payments',
    summary: 'Pay an unpaid CARD_ONLINE order again (after a decline); answers where to pay.',
    tags: ['orders'],
    auth: 'access',
    schema: {
      params: OrderIdParams,
      body: RetryPaymentRequest,
      response: {
        201: OrderPaymentStatus,
        401: ErrorBody,
        403: ErrorBody,
        409: ErrorBody,
        422: ErrorBody,
        502: ErrorBody,
        503: ErrorBody,
        ...errors,
      },
    },
  },
  getOrderEvents: {
    method: 'GET',
    url: '/api/v1/persons/:personId/orders/:orderId/events',
    summary:
      "Server-Sent Events of an order's status: `event: status` with the current status first, then each change; `: heartbeat` comments every 15 s. Only the order's person. Works across API processes (Redis pub/sub).",
    tags: ['orders'],
    auth: 'access',
    produces: 'text/event-stream',
    schema: { params: OrderIdParams, response: { 200: OrderStatusEvent, 401: ErrorBody, 403: ErrorBody, ...errors } },
  },
  getMe: {
    method: 'GET',
    url: '/api/v1/me',
    summary: 'The signed-in person.',
    tags: ['auth'],
    auth: 'access',
    schema: { response: { 200: Person, 401: ErrorBody, ...errors } },
  },
  updateMe: {
    method: 'PATCH',
    url: '/api/v1/me',
    summary:
      "Change the signed-in person's first name, last name or e-mail (the phone is read-only); a bad field is 400 with one errors[] item per field.",
    tags: ['auth'],
    auth: 'access',
    schema: { body: ProfileUpdateRequest, response: { 200: Person, 401: ErrorBody, ...errors } },
  },
  renameDelivery: {
    method: 'PATCH',
    url: '/api/v1/me/deliveries/:deliveryId',
    summary: "Name a saved delivery ('Дом', 'Работа'); answers the profile.",
    tags: ['auth'],
    auth: 'access',
    schema: {
      params: DeliveryIdParams,
      body: RenameDeliveryRequest,
      response: { 200: Person, 401: ErrorBody, ...errors },
    },
  },
  deleteDelivery: {
    method: 'DELETE',
    url: '/api/v1/me/deliveries/:deliveryId',
    summary: 'Delete a saved delivery (a later order to that place saves it again); answers the profile.',
    tags: ['auth'],
    auth: 'access',
    schema: { params: DeliveryIdParams, response: { 200: Person, 401: ErrorBody, ...errors } },
  },
  signOut: {
    method: 'POST',
    url: '/api/v1/sign/out',
    summary:
      'Sign out: ends the session of the bearer token (its refresh-token family; its access tokens are refused from then on), or with `{ "everywhere": true }` every session of the person. The bearer is the access token, or the refresh token when that has expired.',
    tags: ['auth'],
    auth: 'access',
    schema: { body: SignOutRequest, response: { 200: SignOutResponse, 401: ErrorBody, ...errors } },
  },
  refreshTokens: {
    method: 'POST',
    url: '/api/v1/sign/refresh',
    summary: 'Rotate the token set; the bearer token is the refresh token.',
    tags: ['auth'],
    auth: 'refresh',
    schema: { response: { 200: TokenSetResponse, 401: ErrorBody, ...errors } },
  },
  requestPhoneCode: {
    method: 'POST',
    url: '/api/v1/sign/in/phone/code',
    summary: 'Send an SMS code (one per 90 s).',
    tags: ['auth'],
    auth: 'none',
    schema: { body: PhoneCodeRequest, response: { 200: PhoneCodeResponse, 422: ErrorBody, 429: ErrorBody, ...errors } },
  },
  signInPhone: {
    method: 'POST',
    url: '/api/v1/sign/in/phone',
    summary: 'Sign in with the SMS code.',
    tags: ['auth'],
    auth: 'none',
    schema: {
      body: PhoneSignInRequest,
      response: { 200: TokenSetResponse, 422: ErrorBody, 429: ErrorBody, ...errors },
    },
  },
  signInApple: {
    method: 'POST',
    url: '/api/v1/sign/in/apple',
    summary: 'Sign in with an Apple id token (header x-id-token).',
    tags: ['auth'],
    auth: 'none',
    schema: { response: { 200: TokenSetResponse, 401: ErrorBody, ...errors } },
  },
  signInGoogle: {
    method: 'POST',
    url: '/api/v1/sign/in/google',
    summary: 'Sign in with a Google id token (header x-id-token).',
    tags: ['auth'],
    auth: 'none',
    schema: { response: { 200: TokenSetResponse, 401: ErrorBody, ...errors } },
  },
  signInVk: {
    method: 'POST',
    url: '/1/sign/in/vk-id',
    summary: 'Sign in with a VK ID code (PKCE).',
    tags: ['auth'],
    auth: 'none',
    schema: { body: VkSignInRequest, response: { 200: TokenSetResponse, 401: ErrorBody, ...errors } },
  },
  geocodeAutocomplete: {
    method: 'GET',
    url: '/1/p/geocode/autocomplete',
    summary: "Address suggestions inside a city's bounds (offline map provider).",
    tags: ['geocoding'],
    auth: 'none',
    schema: {
      querystring: AutocompleteQuery,
      headers: TenantHeaders,
      response: { 200: AutocompleteResponse, ...errors },
    },
  },
  geocodePlace: {
    method: 'GET',
    url: '/1/p/geocode/places/:placeId',
    summary: 'Details of a suggested place.',
    tags: ['geocoding'],
    auth: 'none',
    schema: {
      params: PlaceParams,
      querystring: PlaceQuery,
      headers: TenantHeaders,
      response: { 200: AddressDetails, ...errors },
    },
  },
  geocodeReverse: {
    method: 'GET',
    url: '/1/p/geocode/reverse',
    summary: 'The nearest known address of a point; 404 when there is none (no address).',
    tags: ['geocoding'],
    auth: 'none',
    schema: {
      querystring: ReverseQuery,
      headers: TenantHeaders,
      response: { 200: AddressDetails, ...errors },
    },
  },
} as const satisfies Record<string, RouteDefinition>;

/** Operation ids of the contract. */
export type RouteName = keyof typeof routes;
