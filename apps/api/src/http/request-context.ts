import { WHITE_LABEL_HEADER, type Locale } from '@tarelka/api-client/contract';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

const LOCALES: readonly Locale[] = ['ru', 'en', 'cnr'];

/**
 * The answer language: the `lang` query parameter, else the first supported language of
 * Accept-Language, else ru (spec §1: ru is the default and the fallback).
 */
export function requestLang(request: FastifyRequest): Locale {
  const query = request.query as { lang?: unknown } | undefined;
  if (typeof query?.lang === 'string' && LOCALES.includes(query.lang as Locale)) return query.lang as Locale;
  const header = request.headers['accept-language'];
  if (typeof header === 'string') {
    const tags = header
      .split(',')
      .map((part) => {
        const [tag = '', ...params] = part.trim().split(';');
        const q = params.find((p) => p.trim().startsWith('q='));
        return { lang: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q.trim().slice(2)) : 1 };
      })
      .filter((t) => t.q > 0)
      .sort((a, b) => b.q - a.q);
    for (const tag of tags) if (LOCALES.includes(tag.lang as Locale)) return tag.lang as Locale;
  }
  return 'ru';
}

/** The white label a catalog call names: query `whiteLabel`, else the `x-white-label` header. */
export function requestWhiteLabel(request: FastifyRequest): string {
  const query = request.query as { whiteLabel?: unknown } | undefined;
  const fromQuery = typeof query?.whiteLabel === 'string' ? query.whiteLabel : undefined;
  const header = request.headers[WHITE_LABEL_HEADER];
  const value = fromQuery ?? (typeof header === 'string' ? header : undefined);
  if (!value) {
    throw new HttpError(
      400,
      'white-label.required',
      `Name the tenant with the whiteLabel query parameter or the ${WHITE_LABEL_HEADER} header`,
    );
  }
  return value;
}
