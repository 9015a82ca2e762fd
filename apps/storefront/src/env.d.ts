/// <reference types="vite/client" />

declare module 'virtual:tenant-pages' {
  /** Static page sources by slug, then locale (Markdown subset), from `tenants/<id>/pages/`. */
  const pages: Record<string, Record<string, string> | undefined>;
  export default pages;
}

declare module 'virtual:locale/*' {
  /** Every catalogue file of a language (`locales/<lng>/*.json`) merged into one (build/locale-catalogues.ts). */
  type Strings = { readonly [key: string]: string | Strings };
  const strings: Strings;
  export default strings;
}
