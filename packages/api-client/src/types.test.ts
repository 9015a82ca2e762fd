// Type-level tests: every client function's parameters and result match the contract. They run
// under `tsc` (pnpm typecheck) and, trivially, under vitest.
import type { Static, TSchema } from 'typebox';
import { describe, expectTypeOf, it } from 'vitest';
import type {
  AddressDetails,
  AutocompleteQuery,
  CitiesQuery,
  City,
  ModifierGroup,
  NowResponse,
  Order,
  OrderPage,
  OrderRequest,
  OrderSlotsQuery,
  OrderSlotsResponse,
  Person,
  Position,
  PositionGroup,
  PositionTimeSlot,
  PreflightRequest,
  PreflightResponse,
  Promotion,
  Resto,
  RestosQuery,
  routes,
} from './contract/index';
import { createApiClient, type ApiClient, type DeliveryZones, type TokenSet } from './index';

type Response200<K extends keyof typeof routes> = (typeof routes)[K]['schema']['response'] extends {
  200: infer S extends TSchema;
}
  ? Static<S>
  : never;
type Body<K extends keyof typeof routes> = (typeof routes)[K]['schema'] extends { body: infer S extends TSchema }
  ? Static<S>
  : never;

describe('client types', () => {
  const api: ApiClient = createApiClient({ baseUrl: 'http://api.test' });

  it('catalog calls take the contract params and return the contract bodies', () => {
    expectTypeOf(api.getNow).returns.resolves.toEqualTypeOf<NowResponse>();
    expectTypeOf(api.getNow).returns.resolves.toEqualTypeOf<Response200<'getNow'>>();
    expectTypeOf(api.getCities).parameter(0).toEqualTypeOf<CitiesQuery | undefined>();
    expectTypeOf(api.getCities).returns.resolves.toEqualTypeOf<City[]>();
    expectTypeOf(api.getCities).returns.resolves.toEqualTypeOf<Response200<'getCities'>>();
    expectTypeOf(api.getCity).parameter(0).toEqualTypeOf<number>();
    expectTypeOf(api.getCity).returns.resolves.toEqualTypeOf<City>();
    expectTypeOf(api.getRestos).parameter(0).toEqualTypeOf<RestosQuery | undefined>();
    expectTypeOf(api.getRestos).returns.resolves.toEqualTypeOf<Resto[]>();
    expectTypeOf(api.getResto).returns.resolves.toEqualTypeOf<Response200<'getResto'>>();
    expectTypeOf(api.getMenuPositionGroups).returns.resolves.toEqualTypeOf<PositionGroup[]>();
    expectTypeOf(api.getMenuPositions).returns.resolves.toEqualTypeOf<Position[]>();
    expectTypeOf(api.getMenuPositions).returns.resolves.toEqualTypeOf<Response200<'getMenuPositions'>>();
    expectTypeOf(api.getRestoModifiers).returns.resolves.toEqualTypeOf<ModifierGroup[]>();
    expectTypeOf(api.getRestoTimeSlots).returns.resolves.toEqualTypeOf<PositionTimeSlot[]>();
    expectTypeOf(api.getRestoPromotions).returns.resolves.toEqualTypeOf<Promotion[]>();
  });

  it('zone calls return the spec names, not the server ones', () => {
    expectTypeOf(api.getRestoDeliveries).returns.resolves.toEqualTypeOf<DeliveryZones>();
    expectTypeOf(api.getCityDeliveries).returns.resolves.toEqualTypeOf<DeliveryZones>();
    expectTypeOf<DeliveryZones['content'][number]['thresholds'][number]>().toHaveProperty('deliveryCost');
    expectTypeOf<DeliveryZones['content'][number]['thresholds'][number]>().not.toHaveProperty('deliveryPrice');
  });

  it('order calls take the contract bodies', () => {
    expectTypeOf(api.preflight).parameter(0).toEqualTypeOf<PreflightRequest>();
    expectTypeOf(api.preflight).parameter(0).toEqualTypeOf<Body<'preflight'>>();
    expectTypeOf(api.preflight).returns.resolves.toEqualTypeOf<PreflightResponse>();
    expectTypeOf(api.personalPreflight).parameters.toEqualTypeOf<[string, PreflightRequest]>();
    expectTypeOf(api.createOrder).parameters.toEqualTypeOf<[string, OrderRequest, string]>();
    expectTypeOf(api.createOrder).parameter(1).toEqualTypeOf<Body<'createOrder'>>();
    expectTypeOf(api.createOrder).returns.resolves.toEqualTypeOf<Order>();
    expectTypeOf(api.getOrders).returns.resolves.toEqualTypeOf<OrderPage>();
    expectTypeOf(api.getMe).returns.resolves.toEqualTypeOf<Person>();
    expectTypeOf(api.getOrderSlots).parameters.toEqualTypeOf<[number, OrderSlotsQuery]>();
    expectTypeOf(api.getOrderSlots).returns.resolves.toEqualTypeOf<OrderSlotsResponse>();
    expectTypeOf(api.getOrderSlots).returns.resolves.toEqualTypeOf<Response200<'getOrderSlots'>>();
    expectTypeOf<PreflightRequest['scheduledFor']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<OrderRequest['scheduledFor']>().toEqualTypeOf<string | null | undefined>();
  });

  it('sign-in calls resolve to the stored token set; geocoding to the contract shapes', () => {
    expectTypeOf(api.signInPhone).returns.resolves.toEqualTypeOf<TokenSet>();
    expectTypeOf(api.signInVk).parameter(0).toEqualTypeOf<Body<'signInVk'>>();
    expectTypeOf(api.geocodeAutocomplete).parameter(0).toEqualTypeOf<AutocompleteQuery>();
    expectTypeOf(api.geocodePlace).returns.resolves.toEqualTypeOf<AddressDetails>();
    expectTypeOf(api.geocodeReverse).returns.resolves.toEqualTypeOf<AddressDetails | null>();
  });
});
