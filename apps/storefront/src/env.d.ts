/// <reference types="vite/client" />

declare module 'virtual:tenant-pages' {
  /** Static page sources by slug, then locale (Markdown subset), from `tenants/<id>/pages/`. */
  const pages: Record<string, Record<string, string> | undefined>;
  export default pages;
}
