import { randomUUID } from 'node:crypto';
import type { AddressDetails, Locale } from '@tarelka/api-client/contract';
import type { CatalogAddress } from '@tarelka/tenant';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CatalogStore, TenantSnapshot } from '../catalog/snapshot';
import { pick } from '../catalog/views';
import { defineRoute } from '../http/define-route';
import { HttpError } from '../http/errors';
import { requestLang, requestWhiteLabel } from '../http/request-context';

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const placeId = (address: CatalogAddress) => `gz-${address.id}`;

function details(snapshot: TenantSnapshot, address: CatalogAddress, lang: Locale): AddressDetails {
  const street = pick(address.street, lang);
  const city = pick(snapshot.cityById.get(address.cityId)?.name, lang);
  return {
    placeId: placeId(address),
    country: lang === 'ru' ? 'Россия' : 'Russia',
    region: pick(address.region, lang) || city,
    city,
    street,
    houseNumber: address.houseNumber,
    formattedAddress: [street, address.houseNumber, city].filter(Boolean).join(', '),
    coordinates: address.location,
  };
}

/** Metres between two points (haversine). */
function distance(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

/**
 * The geocoder of the offline map provider, answering from the tenant's gazetteer: autocomplete
 * inside a city, place details and reverse geocoding (spec §5: 3 characters minimum, city bounds,
 * locale, session token).
 */
export async function geocodeRoutes(app: FastifyInstance, options: { catalog: CatalogStore }) {
  async function tenantOf(request: FastifyRequest) {
    const whiteLabel = requestWhiteLabel(request);
    const snapshot = await options.catalog.get(whiteLabel);
    if (!snapshot) throw new HttpError(404, 'white-label.not-found', `Unknown white label ${whiteLabel}`);
    return snapshot;
  }

  defineRoute(app, 'geocodeAutocomplete', async (request) => {
    const snapshot = await tenantOf(request);
    const lang = requestLang(request);
    const { input, cityId, limit = 5 } = request.query;
    const tokens = normalise(input).split(' ').filter(Boolean);
    const suggestions = snapshot.addresses
      .filter((a) => a.cityId === cityId)
      .filter((a) => {
        const text = normalise(`${a.street.ru} ${a.street.en ?? ''} ${a.houseNumber ?? ''}`);
        return tokens.every((token) => text.includes(token));
      })
      .slice(0, limit)
      .map((a) => {
        const d = details(snapshot, a, lang);
        const mainText = [d.street, d.houseNumber].filter(Boolean).join(', ');
        return { placeId: d.placeId, text: d.formattedAddress, mainText, secondaryText: d.city };
      });
    return { suggestions, sessionToken: request.query.sessionToken ?? randomUUID() };
  });

  defineRoute(app, 'geocodePlace', async (request) => {
    const snapshot = await tenantOf(request);
    const address = snapshot.addresses.find((a) => placeId(a) === request.params.placeId);
    if (!address) throw new HttpError(404, 'not-found', `Place ${request.params.placeId} not found`);
    return details(snapshot, address, requestLang(request));
  });

  defineRoute(app, 'geocodeReverse', async (request) => {
    const snapshot = await tenantOf(request);
    const { lat, lng, radius = 150 } = request.query;
    let best: CatalogAddress | undefined;
    let bestDistance = Infinity;
    for (const address of snapshot.addresses) {
      const d = distance({ lat, lng }, address.location);
      if (d < bestDistance) {
        best = address;
        bestDistance = d;
      }
    }
    if (!best || bestDistance > radius) throw new HttpError(404, 'not-found', 'No address at this point');
    return details(snapshot, best, requestLang(request));
  });
}
