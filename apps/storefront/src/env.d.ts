/// <reference types="vite/client" />

declare module 'virtual:tenant-pages' {
  /** Static page sources by slug, then locale (Markdown subset), from `tenants/<id>/pages/`. */
  const pages: Record<string, Record<string, string> | undefined>;
  export default pages;
}

// Every catalogue file of a language (`locales/<lng>/*.json`) merged into one (build/locale-catalogues.ts).
type LocaleStrings = { readonly [key: string]: string | LocaleStrings };
declare module 'virtual:locale/en' {
  export const en: LocaleStrings;
}
declare module 'virtual:locale/cnr' {
  export const cnr: LocaleStrings;
}
