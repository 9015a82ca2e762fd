// `pnpm --filter @tarelka/api photos:stamp [--check] [tenantsDir]`: writes the content version of
// every catalog photo into the tenants' catalog files (`emoji/1f355.webp?v=3f9a0c1d2e4b`), or with
// --check lists the stale ones and exits 1. Run it after adding or replacing a photo.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stampTenantPhotos } from './photo-versions';

const args = process.argv.slice(2);
const check = args.includes('--check');
const tenantsDir = resolve(
  args.find((arg) => !arg.startsWith('--')) ?? fileURLToPath(new URL('../../../../tenants', import.meta.url)),
);
const stale = stampTenantPhotos(tenantsDir, { write: !check });
for (const photo of stale) console.log(`${photo.file}: ${photo.src} → ${photo.expected}`);
if (check && stale.length) {
  console.error(`${stale.length} photo versions are stale: run pnpm --filter @tarelka/api photos:stamp`);
  process.exit(1);
}
console.log(check ? 'photo versions are up to date' : `${stale.length} photo references stamped in ${tenantsDir}`);
