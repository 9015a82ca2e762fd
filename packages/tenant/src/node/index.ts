// Node-only entry (`@tarelka/tenant/node`): reads tenant folders from disk.
export { checkTenant, loadCatalog, loadTenant } from './load';
export { scaffoldTenant } from './scaffold';
export type { ScaffoldOptions } from './scaffold';
