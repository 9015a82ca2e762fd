/**
 * Writes the e2e-only `captcha` tenant: a copy of tenants/sever whose phone sign-in asks for a
 * reCAPTCHA v3 token (`features.auth.phone.captchaSiteKey`, a fake key the loopback fakes know).
 * It lives in a temporary tenants folder (never in tenants/), which the captcha API and preview
 * of playwright.config.ts read through TENANTS_DIR. The result must pass @tarelka/tenant's checker.
 *
 * Run (playwright.config.ts does, before those servers start):
 *   CAPTCHA_TENANTS_DIR=.e2e-captcha/4823 CAPTCHA_SITE_KEY=e2e-site-key CAPTCHA_ORIGIN=http://127.0.0.1:4823 \
 *     node --conditions=@tarelka/source --import tsx e2e/fakes/make-captcha-tenant.mjs
 */
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkTenant } from '@tarelka/tenant/node';

const ID = 'captcha';
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const source = join(repoRoot, 'tenants', 'sever');

const tenantsDir = process.env.CAPTCHA_TENANTS_DIR;
const siteKey = process.env.CAPTCHA_SITE_KEY;
const origin = process.env.CAPTCHA_ORIGIN;
if (!tenantsDir || !siteKey || !origin) {
  console.error('make-captcha-tenant: set CAPTCHA_TENANTS_DIR, CAPTCHA_SITE_KEY and CAPTCHA_ORIGIN');
  process.exit(2);
}
const outDir = resolve(tenantsDir);
if (resolve(outDir) === resolve(repoRoot, 'tenants')) {
  console.error('make-captcha-tenant: the e2e tenant must not go into tenants/');
  process.exit(2);
}
const target = join(outDir, ID);

await rm(target, { recursive: true, force: true });
await mkdir(outDir, { recursive: true });
await cp(source, target, { recursive: true });

const config = JSON.parse(await readFile(join(source, 'tenant.json'), 'utf8'));
config.$schema = relative(target, join(repoRoot, 'packages/tenant/schema/tenant.schema.json'));
// The folder name is the white-label id; the name shows in the SMS text and the title.
config.id = ID;
config.name = 'Северная Кухня (капча)';
config.shortName = 'Капча';
config.features.auth.phone = { ...config.features.auth.phone, captchaSiteKey: siteKey };
// Only the e2e preview's origin (the API allows loopback origins outside production anyway).
config.api = { ...config.api, allowedOrigins: [origin] };
await writeFile(join(target, 'tenant.json'), `${JSON.stringify(config, null, 2)}\n`);

const problems = await checkTenant(target);
if (problems.length > 0) {
  for (const p of problems) console.error(`${p.file}: ${p.path}: ${p.message}${p.hint ? `\n    fix: ${p.hint}` : ''}`);
  console.error(`make-captcha-tenant: ${problems.length} problem(s) in ${target}`);
  process.exit(1);
}
console.log(`✓ ${ID}: ${relative(process.cwd(), target) || target} (site key ${siteKey})`);
