// Catalog rows → the contract's answers, in one language. Pure functions of a snapshot.
import type {
  City,
  Locale,
  Menu,
  ModifierGroup,
  PayType,
  Photo,
  Position,
  PositionGroup,
  PositionTimeSlot,
  Promotion,
  Resto,
  ServerDeliveryZone,
} from '@tarelka/api-client/contract';
import { DEFAULT_TIMEZONE, isPositionAvailable } from '@tarelka/domain';
import type {
  CatalogCity,
  CatalogGroup,
  CatalogMenu,
  CatalogModifierGroup,
  CatalogPayConfigEntry,
  CatalogPhoto,
  CatalogPosition,
  CatalogPromotion,
  CatalogResto,
  CatalogZone,
  LocalizedText,
} from '@tarelka/tenant';
import { splitPhotoSrc } from './photo-versions';
import type { TenantSnapshot } from './snapshot';

/** Text in the language asked for, falling back to Russian (spec §1). */
export const pick = (text: LocalizedText | undefined, lang: Locale): string => (text ? (text[lang] ?? text.ru) : '');

/** A photo's URL on this API: `/assets/<tenant>/<path>`, with `?v=<content version>` when the seed gave one. */
const photoUrl = (wl: string, src: string) => {
  const { path, version } = splitPhotoSrc(src);
  const url = `/assets/${encodeURIComponent(wl)}/${path.split('/').map(encodeURIComponent).join('/')}`;
  return version ? `${url}?v=${version}` : url;
};

const photo = (wl: string, lang: Locale, p: CatalogPhoto): Photo => ({
  src: photoUrl(wl, p.src),
  width: p.width,
  height: p.height,
  ...(p.alt ? { alt: pick(p.alt, lang) } : {}),
});

export const cityView = (c: CatalogCity, lang: Locale): City => ({
  id: c.id,
  name: pick(c.name, lang),
  bounds: c.bounds,
  center: c.center,
  zoom: c.zoom,
  ...(c.outline ? { outline: c.outline } : {}),
});

export const menuView = (m: CatalogMenu, lang: Locale): Menu => ({
  id: m.id,
  name: pick(m.name, lang),
  order: m.order,
  isDelivery: m.isDelivery,
  isOnline: m.isOnline,
  isTable: m.isTable,
  isTakeAway: m.isTakeAway,
});

const PAY_NAMES: Record<PayType, { id: number; ru: string; en: string }> = {
  CARD_ONLINE: { id: 1, ru: 'Картой онлайн', en: 'Card online' },
  CARD_UPON_RECEIPT: { id: 2, ru: 'Картой при получении', en: 'Card upon receipt' },
  CASH_UPON_RECEIPT: { id: 3, ru: 'Наличными при получении', en: 'Cash upon receipt' },
};

const payEntry = (entry: CatalogPayConfigEntry | undefined) =>
  entry
    ? {
        cardOnline: entry.cardOnline ?? '',
        cardUponReceipt: entry.cardUponReceipt ?? false,
        cashUponReceipt: entry.cashUponReceipt ?? false,
      }
    : null;

export const restoView = (snapshot: TenantSnapshot, r: CatalogResto, lang: Locale): Resto => {
  const delivery = payEntry(r.payConfig.delivery);
  const takeAway = payEntry(r.payConfig.takeAway);
  const offered = new Set<PayType>();
  for (const entry of [delivery, takeAway]) {
    if (!entry) continue;
    if (entry.cardOnline) offered.add('CARD_ONLINE');
    if (entry.cardUponReceipt) offered.add('CARD_UPON_RECEIPT');
    if (entry.cashUponReceipt) offered.add('CASH_UPON_RECEIPT');
  }
  return {
    id: r.id,
    cityId: r.cityId,
    name: pick(r.name, lang),
    address: pick(r.address, lang),
    street: pick(r.street, lang),
    averageCheck: r.averageCheck ?? null,
    currency: r.currency ?? 'RUB',
    description: pick(r.description, lang),
    emails: r.emails.map((value) => ({ value })),
    phones: r.phones.map((value) => ({ value })),
    links: r.links.map((value) => ({ value })),
    location: r.location,
    menus: (snapshot.menusByResto.get(r.id) ?? []).map((m) => menuView(m, lang)),
    openingHours: r.openingHours,
    order: r.order,
    payConfig: { delivery, takeAway },
    payEngine: r.payEngine ?? 'test',
    pays: (Object.keys(PAY_NAMES) as PayType[])
      .filter((code) => offered.has(code))
      .map((code) => ({ code, id: PAY_NAMES[code].id, name: lang === 'ru' ? PAY_NAMES[code].ru : PAY_NAMES[code].en })),
    photos: r.photos.map((p) => photo(snapshot.id, lang, p)),
    tags: r.tags.map((t) => ({ id: t.id, code: t.code, name: pick(t.name, lang) })),
    timezone: r.timezone ?? DEFAULT_TIMEZONE,
  };
};

export const groupView = (snapshot: TenantSnapshot, g: CatalogGroup, lang: Locale): PositionGroup => ({
  id: g.id,
  menuId: g.menuId,
  name: pick(g.name, lang),
  order: g.order,
  photos: g.photos.map((p) => photo(snapshot.id, lang, p)),
  adult: g.adult ?? false,
});

export const positionView = (snapshot: TenantSnapshot, p: CatalogPosition, lang: Locale): Position => {
  const group = p.groupId === null ? undefined : snapshot.groupById.get(p.groupId);
  return {
    id: p.id,
    menu: { id: p.menuId },
    positionGroup: p.groupId === null ? null : { id: p.groupId },
    name: pick(p.name, lang),
    ...(p.description ? { description: pick(p.description, lang) } : {}),
    price: p.price,
    ...(p.measure ? { measure: p.measure } : {}),
    photos: p.photos.map((ph) => photo(snapshot.id, lang, ph)),
    tags: p.tags,
    hasModifiers: p.modifierGroupIds.length > 0,
    modifierGroupIds: p.modifierGroupIds,
    ...(p.nutrition ? { nutrition: p.nutrition } : {}),
    ...(p.allergens ? { allergens: p.allergens } : {}),
    ...(p.diets ? { diets: p.diets } : {}),
    ...(p.ingredients ? { ingredients: pick(p.ingredients, lang) } : {}),
    order: p.order ?? 0,
    adult: p.tags.includes('ADULT') || (group?.adult ?? false),
  };
};

export const modifierGroupView = (m: CatalogModifierGroup, lang: Locale): ModifierGroup => ({
  id: m.id,
  name: pick(m.name, lang),
  min: m.min,
  max: m.max,
  required: m.min > 0,
  options: m.options.map((o) => ({
    id: o.id,
    name: pick(o.name, lang),
    price: o.price,
    maxCount: o.maxCount ?? m.max,
    ...(o.allergens ? { allergens: o.allergens } : {}),
    ...(o.nutrition ? { nutrition: o.nutrition } : {}),
  })),
});

export const zoneView = (z: CatalogZone, lang: Locale): ServerDeliveryZone => ({
  id: z.id,
  name: pick(z.name, lang),
  restoId: z.restoId,
  polygon: z.polygon,
  thresholds: [...z.thresholds]
    .sort((a, b) => a.minOrderPrice - b.minOrderPrice)
    .map((t) => ({
      deliveryPrice: t.deliveryPrice,
      time: t.time,
      minOrderPrice: t.minOrderPrice,
      maxOrderPrice: t.maxOrderPrice,
    })),
});

/** A promotion is current when `now` is inside its optional start/end. */
export const isPromotionCurrent = (p: CatalogPromotion, now: number) =>
  (!p.startsAt || Date.parse(p.startsAt) <= now) && (!p.endsAt || now < Date.parse(p.endsAt));

export const promotionView = (snapshot: TenantSnapshot, p: CatalogPromotion, lang: Locale): Promotion => ({
  id: p.id,
  restoId: p.restoId,
  title: pick(p.title, lang),
  description: pick(p.description, lang),
  ...(p.photo ? { photo: photo(snapshot.id, lang, p.photo) } : {}),
  priority: p.priority,
  kind: p.rule?.type ?? 'INFO',
  ...(p.startsAt ? { startsAt: p.startsAt } : {}),
  ...(p.endsAt ? { endsAt: p.endsAt } : {}),
});

/** The time slots that list positions of a resto's menus, with availability at `now`. */
export const timeSlotsView = (snapshot: TenantSnapshot, restoId: number, now: number): PositionTimeSlot[] => {
  const resto = snapshot.restoById.get(restoId);
  const menuIds = new Set((snapshot.menusByResto.get(restoId) ?? []).map((m) => m.id));
  const ofResto = (id: number) => menuIds.has(snapshot.positionById.get(id)?.menuId ?? -1);
  return snapshot.timeSlots
    .map((slot) => ({ ...slot, positionIds: slot.positionIds.filter(ofResto) }))
    .filter((slot) => slot.positionIds.length > 0)
    .map((slot) => ({
      positionIds: slot.positionIds,
      details: slot.details,
      availableNow: isPositionAvailable(slot.positionIds[0]!, [slot], now, resto?.timezone),
    }));
};
