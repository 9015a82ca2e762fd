import { Type, type Static } from 'typebox';
import { Locale } from './common';

/** `GET /1/p/geocode/autocomplete` query: address suggestions inside a city's bounds (spec §5). */
export const AutocompleteQuery = Type.Object({
  input: Type.String({ minLength: 3, maxLength: 200 }),
  cityId: Type.Integer({ minimum: 1 }),
  sessionToken: Type.Optional(Type.String({ maxLength: 128 })),
  lang: Type.Optional(Locale),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })),
});
export type AutocompleteQuery = Static<typeof AutocompleteQuery>;

/** One suggestion: `placeId` feeds the place details call. */
export const PlacePrediction = Type.Object({
  placeId: Type.String(),
  text: Type.String(),
  mainText: Type.String(),
  secondaryText: Type.String(),
});
export type PlacePrediction = Static<typeof PlacePrediction>;

/** Suggestions and the session token to reuse for the place details call (spec §3). */
export const AutocompleteResponse = Type.Object({
  suggestions: Type.Array(PlacePrediction),
  sessionToken: Type.String(),
});
export type AutocompleteResponse = Static<typeof AutocompleteResponse>;

/** Address details (spec §3); `houseNumber` is null when the point has none. */
export const AddressDetails = Type.Object({
  placeId: Type.String(),
  country: Type.String(),
  region: Type.String(),
  city: Type.String(),
  street: Type.String(),
  houseNumber: Type.Union([Type.String(), Type.Null()]),
  formattedAddress: Type.String(),
  coordinates: Type.Object({ lat: Type.Number(), lng: Type.Number() }),
});
export type AddressDetails = Static<typeof AddressDetails>;

/** `GET /1/p/geocode/places/{placeId}` path. */
export const PlaceParams = Type.Object({ placeId: Type.String({ minLength: 1, maxLength: 128 }) });
export type PlaceParams = Static<typeof PlaceParams>;

/** `GET /1/p/geocode/places/{placeId}` query. */
export const PlaceQuery = Type.Object({
  sessionToken: Type.Optional(Type.String({ maxLength: 128 })),
  lang: Type.Optional(Locale),
});
export type PlaceQuery = Static<typeof PlaceQuery>;

/** `GET /1/p/geocode/reverse` query: the nearest known address within `radius` metres. */
export const ReverseQuery = Type.Object({
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  lng: Type.Number({ minimum: -180, maximum: 180 }),
  radius: Type.Optional(Type.Integer({ minimum: 1, maximum: 2000 })),
  lang: Type.Optional(Locale),
});
export type ReverseQuery = Static<typeof ReverseQuery>;
