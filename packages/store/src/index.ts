// The public API of @tarelka/store (framework-free; React hooks live in `@tarelka/store/react`).

export { createStore } from './create-store';
export type { AppDispatch, AppStore, RecordedAction, RootState, StoreOptions } from './create-store';

export { baseApi, TAG_TYPES } from './api/base-api';
export type { StoreExtra } from './api/base-api';
export { citiesApi } from './api/cities';
export { zonesApi } from './api/zones';
export { restosApi } from './api/restos';
export { menusApi } from './api/menus';
export { restoCatalogApi } from './api/resto-catalog';
export { preflightApi } from './api/preflight';
export { personApi } from './api/person';
export { ordersApi } from './api/orders';
export { orderSlotsApi } from './api/order-slots';
export type { OrderSlotsArg } from './api/order-slots';
export { signInApi } from './api/sign-in';
export { geocodingApi } from './api/geocoding';
export type { SerializedApiError, StoreApiOptions } from './bridge/api-client';

export {
  bootAwaitingLocation,
  bootFailed,
  bootProgressed,
  bootRequested,
  bootSucceeded,
  selectBoot,
  selectBootError,
  selectBootProgress,
  selectBootStatus,
} from './slices/boot';
export type { BootState, BootStatus, BootStep } from './slices/boot';

// The connection and a waiting new build (issue 30); `@tarelka/store/service-worker` keeps them.
export { selectAppNotice } from './slices/connection-state';
export type { ConnectionState } from './slices/connection-state';

export {
  cartCleared,
  positionAdded,
  positionCountChanged,
  positionRemoved,
  preflightFailed,
  preflightStarted,
  preflightSucceeded,
  selectCartCount,
  selectCartPositions,
  selectCartPricing,
  selectDeliveryPrice,
  selectIsCartEmpty,
} from './slices/cart';
export type { CartItem, CartPricing, CartState, PreflightRefusal } from './slices/cart';
export { pricingKey } from './pricing';

export {
  locationCommitted,
  locationDefaultsApplied,
  locationInvalidated,
  selectCityId,
  selectDeliveryPlace,
  selectDeliveryType,
  selectHasLocation,
  selectLocation,
  selectRestoId,
} from './slices/location';
export type { LocationState } from './slices/location';

export {
  addressConfirmationAnswered,
  cartConflictAnswered,
  draftBackRequested,
  draftCityPicked,
  draftDeliveryPlaceDetailsChanged,
  draftPickupPointPicked,
  locationSaveRequested,
  locationSelectionReset,
  needsLocationSelectionSync,
  selectLocationDraft,
  selectLocationErrors,
  selectLocationPopup,
  selectLocationSaving,
  selectLocationSelection,
  selectLocationStep,
  syncLocationSelection,
} from './slices/location-selection';
export { locationSelectionOpened } from './slices/location-selection-opened';
export type { LocationPopup, LocationSelectionState } from './slices/location-selection';
export { openLocationSelection } from './thunks/location';
export { changeDraftDeliveryPlace, changeDraftDeliveryType } from './thunks/location-draft';
export { startLocationSaveFlow } from './listeners/location-save';

export {
  commentChanged,
  orderPersonChanged,
  payTypeChanged,
  personCountChanged,
  promoCodeRemoved,
  promoCodeSubmitted,
  scheduledForChanged,
  scheduledForExpired,
  selectOrderDraft,
  selectPayType,
  selectPersonCount,
  selectPromoCode,
  selectPromoCodeError,
  selectScheduledFor,
} from './slices/order-draft';
export type { OrderDraftState, OrderPerson } from './slices/order-draft';

export {
  profileReceived,
  selectAccount,
  selectIsAuthorized,
  selectPersonId,
  selectProfile,
  selectTokenSet,
  signedIn,
  signedOut,
  tokensReceived,
} from './slices/auth';
export type { AccountView, AuthState } from './slices/auth';

export { selectClockOffset, selectServerNow, selectTimeSynced, timeSynced } from './slices/time-sync';
export type { TimeSyncState } from './slices/time-sync';

export {
  selectAuthMethods,
  selectCartOptions,
  selectConfigDefaults,
  selectLocales,
  selectTenantConfig,
  selectWhiteLabel,
} from './slices/tenant-config';
export type { AuthMethod, StoreTenant, TenantConfigState } from './slices/tenant-config';

export {
  adulthoodConfirmed,
  cookiesConsentAccepted,
  cookiesConsentDeclined,
  dialogClosed,
  dialogOpened,
  localeChanged,
  locationSelectionClosed,
  menuFilterChanged,
  locationSelectionToggled,
  navigationToggled,
  selectAdulthoodConfirmed,
  selectCookiesConsentAccepted,
  selectIsDialogOpen,
  selectLocationSelectionClosable,
  selectLocationSelectionOpen,
  selectMenuFilter,
  selectNavigationOpen,
  selectOpenDialogs,
  selectStoredLocale,
} from './slices/ui';
export type { DialogId, UiState } from './slices/ui';

export {
  selectCities,
  selectCartTotals,
  selectClosedForOrder,
  selectCurrentMenus,
  selectCurrentResto,
  selectOrderTotal,
  selectPricedCart,
  selectRestoClosed,
} from './selectors';
export type { CartPricingStatus, PricedCart } from './selectors';
export { selectCurrentZone, selectDeliveryHint, selectDraftCityOffer, selectOrderSumCheck } from './zone-selectors';
export {
  selectAvailablePayTypes,
  selectCartBlock,
  selectCheckoutBlock,
  selectCheckoutInitialValues,
  selectCheckoutPayType,
} from './checkout-selectors';
export type { CheckoutBlock, OrderBlock } from './checkout-selectors';
export { saveDeliveryPlaceDetails } from './thunks/delivery-place';
export type { DeliveryPlaceDetails } from './thunks/delivery-place';
export { repriceCart } from './thunks/reprice';
export type { RepriceResult } from './thunks/reprice';
export { placeOrder } from './thunks/place-order';
export type { PlaceOrderResult } from './thunks/place-order';
export { lastOrderId } from './thunks/order-attempt';
export type { AttemptStorage } from './thunks/order-attempt';

export { storageLoaded } from './slices/storage-loaded';
export type { PersistedOrderDraft, PersistedValues, StoredValues } from './slices/storage-loaded';
export { STORAGE_KEYS } from './persistence/keys';
export { createMemoryStorage } from './persistence/persistence';
export type { StorageChange, StorageLike, SubscribeToStorage } from './persistence/persistence';
export {
  readVkCookie,
  VK_EXT_ID_COOKIE,
  VK_STATE_COOKIE,
  VK_WIDGET_LOAD_TIMEOUT_MS,
  VK_WIDGET_LOADED_DELAY_MS,
  vkErrorCode,
  vkProof,
  writeVkCookie,
} from './vk-id/one-tap';
export type { VkCookie, VkErrorCode, VkOutcome, VkProof, VkWidgetState } from './vk-id/one-tap';
export { codeChallenge, randomToken } from './vk-id/pkce';

export { checkoutStarted, itemListViewed, itemViewed } from './analytics/actions';
export type { ViewedItem } from './analytics/actions';
