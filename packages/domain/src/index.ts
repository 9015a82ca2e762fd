// The public API of @tarelka/domain. Named exports only; types apart.

export { formatMoney } from './money/money';
export type { FormatMoneyOptions, Minor } from './money/money';
export { formatRuTenths, formatTenths } from './numbers/ru-digits';

export { isPointInPolygon } from './zones/polygon';
export { isPointInBounds, polygonBounds } from './zones/bounds';
export { createZoneIndex, findZone } from './zones/zone-index';
export type { ZoneIndex } from './zones/zone-index';
export type { Bounds, LatLng, Zone } from './zones/types';

export {
  checkOrderSum,
  deliveryConditionRows,
  findCurrentThreshold,
  findNextThreshold,
  fromServerThreshold,
  fromServerZone,
  getDeliveryHint,
  ORDER_SUM_MESSAGES,
  ORDER_SUM_MESSAGES_EN,
  ORDER_SUM_MESSAGES_CNR,
  sortThresholds,
  toServerThreshold,
} from './thresholds/thresholds';
export type { DeliveryConditionRow, DeliveryHint, OrderSumCheck, ServerZone } from './thresholds/thresholds';
export type { OrderPriceRange, ServerThreshold, Threshold } from './thresholds/types';

export {
  addToCart,
  applyPreflightResponse,
  atMenuPrices,
  cartTotals,
  clearCart,
  getDeliveryPrice,
  isCartEmpty,
  orderTotal,
  removeFromCart,
  setCartPositionCount,
  toPreflightPositions,
  unitPrice,
} from './cart/cart';
export type { AppliedPreflight } from './cart/cart';
export { cartLineKey, cartLinePrice, cartLineRef, lineDiscount } from './cart/line';
export {
  CART_LIMITS,
  CART_TOO_LARGE_CODE,
  CART_TOO_LARGE_MESSAGES,
  CART_TOO_LARGE_MESSAGES_EN,
  CART_TOO_LARGE_MESSAGES_CNR,
  checkCartSize,
} from './cart/limits';
export type { CartSizeCheck } from './cart/limits';
export type {
  AppliedDiscount,
  AppliedPromoCode,
  CartLineRef,
  CartModifier,
  CartPosition,
  CartTotals,
  NewCartPosition,
  PromoCodeState,
} from './cart/types';

export { DELIVERY_PRICE_SPECIAL } from './preflight/types';
export type {
  PreflightRequest,
  PreflightRequestPosition,
  PreflightResponse,
  PreflightResponsePosition,
} from './preflight/types';

export type { DeliveryType, MenuFlags, MenuKind, PayConfig, PayConfigEntry, PayType } from './pay/types';

export {
  availablePayTypes,
  defaultPayType,
  DELIVERY_TYPES,
  isDeliveryTypeOffered,
  PAY_TYPES,
  payTypeAfterSave,
} from './pay/pay';
export { isBankDecline } from './pay/decline';
export {
  defaultDeliveryType,
  getCityOffer,
  LOCATION_UNAVAILABLE_MESSAGES,
  LOCATION_UNAVAILABLE_MESSAGES_EN,
  LOCATION_UNAVAILABLE_MESSAGES_CNR,
  offeredDeliveryType,
  sortPickupPoints,
} from './pay/city-offer';
export type { CityOffer, RestoForLocation } from './pay/city-offer';
export {
  groupIdOf,
  isAdultPosition,
  isMenuAvailableFor,
  menuSections,
  OTHER_GROUP_ID,
  OTHER_GROUP_NAME,
  OTHER_GROUP_ORDER,
  withOtherGroup,
} from './pay/menu-groups';
export type { MenuSectionOf, PositionGroupLike, SectionPositionLike } from './pay/menu-groups';

export { chosenModifiers, modifierErrors, modifiersTotal, toggleModifier } from './modifiers/modifiers';
export type { ChosenModifier, ModifierChoice, ModifierGroupRule, ModifierOptionRule } from './modifiers/modifiers';

export {
  ALLERGENS,
  cartEnergy,
  DIETS,
  energyOfMacros,
  filterPositions,
  matchesDietFilter,
  portionNutrition,
} from './nutrition/nutrition';
export type {
  Allergen,
  CartEnergy,
  Diet,
  DietFilter,
  EnergyLine,
  Macros,
  NutritionMeasure,
  NutritionModifier,
  NutritionSubject,
  PortionNutrition,
  PositionNutrition,
} from './nutrition/types';

export {
  DEFAULT_TIMEZONE,
  describeScheduleDay,
  getScheduleStatus,
  isPositionAvailable,
  isRestoOpen,
  parseScheduleTime,
  parseTimezoneOffset,
  scheduleDayAt,
  todayHoursLine,
  weekdayAt,
  weekdayName,
  WEEKDAYS,
  weekSchedule,
} from './schedule/schedule';
export type { ScheduleDay, ScheduleStatus } from './schedule/schedule';
export {
  checkScheduledFor,
  cookingMinutes,
  cookingStartsAt,
  EXTENDED_COOKING_MINUTES,
  EXTENDED_COOKING_TAG,
  formatRestoTime,
  nextOrderSlot,
  orderSlots,
  SLOT_DEFAULTS,
  SLOT_ERROR_CODES,
} from './schedule/slots';
export type {
  OrderSlot,
  OrderSlotsInput,
  ScheduledForCheck,
  SlotPosition,
  SlotRefusal,
  UnavailablePosition,
} from './schedule/slots';
export type { DayOfWeek, OpeningHours, PositionTimeSlot, WeekdayName } from './schedule/types';

export { canGoBackToCities, initLocationFlow, locationFlow, locationStartStep } from './location/location';
export { deliveryPlaceChanged } from './location/delivery-place';
export type { LocationFlowEvent, LocationFlowState } from './location/location';
export {
  CONFIRM_ADDRESS_POPUP,
  CONFIRM_ADDRESS_POPUP_EN,
  CONFIRM_ADDRESS_POPUP_CNR,
  decideLocationSave,
  isLocationUnchanged,
  needsAddressConfirmation,
  placeLocationErrors,
  validateLocation,
} from './location/save';
export type { LocationCommit, LocationError, LocationSaveInput, LocationSaveStep } from './location/save';
export { LOCATION_MESSAGES, LOCATION_MESSAGES_CNR, LOCATION_MESSAGES_EN } from './location/messages';
export type { DeliveryPlace, LocationSelection, LocationStep } from './location/types';

export {
  CART_CHECK_CODES,
  CART_CONFLICT_POPUP,
  CART_CONFLICT_POPUP_EN,
  CART_CONFLICT_POPUP_CNR,
  classifyCartCheckError,
  RESTO_UNSUPPORTED_FEATURES,
  restoUnsupportedFeature,
  restoUnsupportedFeatureCode,
} from './preflight/errors';
export type { CartCheckOutcome, RestoUnsupportedFeatureCode } from './preflight/errors';
export { isPromoCodeErrorCode, PROMO_CODE_ERROR_CODES } from './preflight/promo-code-codes';
export type { PromoCodeErrorCode } from './preflight/promo-code-codes';
export { PROMO_CODE_ERRORS, promoCodeErrorMessage } from './preflight/promo-code-messages';
export type { PromoCodeErrorMessage } from './preflight/promo-code-messages';

export {
  decideTokenRefresh,
  decodeToken,
  InvalidTokenError,
  isAuthorized,
  isTokenExpired,
  mergePersonProfile,
  mergeProfileContact,
} from './auth/auth';
export type { DecodedToken, ProfileContact, TokenClaims, TokenDecision } from './auth/auth';
export type { AuthSource, PersonDelivery, PersonProfile, TokenSet } from './auth/types';
export {
  checkDeliveryTitle,
  checkProfileUpdate,
  DELIVERY_TITLE_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  signInMethods,
} from './auth/profile';
export type { ProfileFieldError, ProfileUpdate, SignInMethod } from './auth/profile';
// The form locale of an interface language (yup-free: the forms entry's schemas stay out of screens that only check a value).
export { toFormLocale } from './forms/messages';
export type { FormLocale } from './forms/messages';

export {
  checkOrderTransition,
  estimatedArrival,
  FINAL_ORDER_STATUSES,
  isOrderStatus,
  KITCHEN_DEFAULTS,
  kitchenStep,
  nextOrderStatus,
  ORDER_STATUSES,
} from './orders/lifecycle';
export type { KitchenTimings, OrderLifecycleStatus, TransitionCheck, TransitionRefusal } from './orders/lifecycle';
export { planReorder, reorderRefusal } from './orders/reorder';
export type {
  ReorderInput,
  ReorderMenuPosition,
  ReorderModifierGroup,
  ReorderOrderLine,
  ReorderPlan,
  ReorderProblem,
  ReorderRefusal,
} from './orders/reorder';

export { decideStorageReset, STORAGE_KEYS } from './storage/storage';
export type { StorageResetDecision } from './storage/storage';

export { computeTimeOffset, NON_ISO_DATE_MESSAGE, parseIsoDate, serverNow } from './time/time';
export type { ParsedDate, TimeOffset } from './time/time';

export type { Instant } from './common/instant';

export { nameIndex, searchByName } from './search/search';
export type { NameIndex } from './search/search';
