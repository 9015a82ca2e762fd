// Browser-safe entry: types, schemas and pure validation. Disk access lives in `@tarelka/tenant/node`.
export {
  parseTenantConfig,
  scheduledOrderSettings,
  STATIC_PAGE_SLUGS,
  TENANT_SCHEMA,
  validateTenantConfig,
} from './schema';
export type {
  AuthMethod,
  ScheduledOrderSettings,
  StaticPageSlug,
  TenantConfig,
  TenantFont,
  TenantImage,
  TenantLink,
  TenantLocale,
  TenantText,
} from './schema';
export { formatProblems, TenantConfigError } from './problems';
export type { TenantProblem } from './problems';
export { checkCatalog } from './catalog/check';
export type { PartialCatalog } from './catalog/check';
export { containsPoint, findSelfIntersection, isClosedRing } from './catalog/geometry';
export { CATALOG_SCHEMAS } from './catalog/schema';
export { CATALOG_FILES } from './catalog/types';
export type {
  Bounds,
  Catalog,
  CatalogAddress,
  CatalogCity,
  CatalogGroup,
  CatalogMenu,
  CatalogModifierGroup,
  CatalogModifierOption,
  CatalogOpeningHours,
  CatalogPayConfigEntry,
  CatalogPhoto,
  CatalogPosition,
  CatalogPromoCode,
  CatalogPromotion,
  CatalogPromotionRule,
  CatalogResto,
  CatalogThreshold,
  CatalogTimeSlot,
  CatalogZone,
  LatLng,
  LocalizedText,
  MeasureUnit,
  PositionTag,
} from './catalog/types';
