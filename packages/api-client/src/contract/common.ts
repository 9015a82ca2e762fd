import { Type, type Static, type TSchema } from 'typebox';

/** Integer amount of money in minor units (kopecks for RUB). */
export const Money = Type.Integer({ minimum: 0, description: 'Integer minor units (kopecks for RUB).' });

/** Locales the API can answer in; `ru` is the default and the fallback (spec §1). */
export const Locale = Type.Union([Type.Literal('ru'), Type.Literal('en'), Type.Literal('cnr')], {
  description: 'Answer language; defaults to the Accept-Language header, then ru.',
});
export type Locale = Static<typeof Locale>;

/** A point in degrees (WGS 84). */
export const LatLng = Type.Object({
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  lng: Type.Number({ minimum: -180, maximum: 180 }),
});
export type LatLng = Static<typeof LatLng>;

/** A bounding box in degrees (spec §3). */
export const Bounds = Type.Object({
  east: Type.Number(),
  north: Type.Number(),
  south: Type.Number(),
  west: Type.Number(),
});
export type Bounds = Static<typeof Bounds>;

/** A picture with known size; `src` is a path on the API (resolve it against the base URL). */
export const Photo = Type.Object({
  src: Type.String({ description: 'Path on the API, e.g. /assets/demo/img/pizza.webp' }),
  width: Type.Integer({ minimum: 1 }),
  height: Type.Integer({ minimum: 1 }),
  alt: Type.Optional(Type.String()),
});
export type Photo = Static<typeof Photo>;

/** `{ value }` wrapper the spec uses for e-mails, phones and links of a resto. */
export const ValueItem = Type.Object({ value: Type.String() });
export type ValueItem = Static<typeof ValueItem>;

/** One error of the `errors[]` list (spec §8). */
export const ErrorItem = Type.Object({
  code: Type.String({ description: 'Stable machine code, e.g. promo-code.not-found' }),
  message: Type.String({ description: 'Human text in the request language' }),
  field: Type.Optional(Type.String({ description: 'JSON pointer of the offending input, when there is one' })),
  positions: Type.Optional(
    Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }), {
      description: 'order.slot-position-unavailable: the positions not sold at that time',
    }),
  ),
  nextSlot: Type.Optional(
    Type.String({
      description: 'resto.closed with scheduled orders on: the first time the cart can be ordered for (ISO 8601)',
    }),
  ),
  orderSum: Type.Optional(
    Type.Integer({
      description:
        'delivery.order-sum-not-enough.range / -too-much.range: the order sum checked against the zone (after discounts and the promo code), minor units',
    }),
  ),
});
export type ErrorItem = Static<typeof ErrorItem>;

/** The error body of every failed call (spec §8): the first item is the one to show. */
export const ErrorBody = Type.Object({ errors: Type.Array(ErrorItem, { minItems: 1 }) });
export type ErrorBody = Static<typeof ErrorBody>;

/** Paging query: `page` 0–10000, `size` 1–500. */
export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000, default: 0 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
});
export type PageQuery = Static<typeof PageQuery>;

/** A white-label (tenant) id: lowercase letters, digits and hyphens, 2–32 characters. */
export const WhiteLabelId = Type.String({ minLength: 2, maxLength: 32, pattern: '^[a-z][a-z0-9-]{1,31}$' });

/** A page of items: `content[]` plus counters (Spring-style, as the spec's deliveries call). */
export function Page<T extends TSchema>(item: T) {
  return Type.Object({
    content: Type.Array(item),
    page: Type.Integer({ minimum: 0 }),
    size: Type.Integer({ minimum: 1 }),
    totalElements: Type.Integer({ minimum: 0 }),
    totalPages: Type.Integer({ minimum: 0 }),
  });
}

/** `GET /1/now`: the server clock (spec §3, "Server time response"). */
export const NowResponse = Type.Object({ utc_time: Type.String({ format: 'date-time' }) });
export type NowResponse = Static<typeof NowResponse>;

/** `GET /health` and `GET /ready`. */
export const HealthResponse = Type.Object({ status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]) });
export type HealthResponse = Static<typeof HealthResponse>;
