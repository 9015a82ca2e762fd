// `./tarelka start`: the reference API on PGlite (data kept in .data/, demo tenants seeded on
// first start) and the built storefront, with the URL printed. Ctrl+C stops both.
import { spawn, spawnSync } from 'node:child_process';

const apiPort = Number(process.env.API_PORT ?? 8787);
const webPort = Number(process.env.STOREFRONT_PORT ?? 4780);
const tenant = process.env.TENANT ?? 'demo';
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${apiPort}`;
const env = { ...process.env, TENANT: tenant, API_URL: apiUrl };

const build = spawnSync(
  'pnpm',
  ['turbo', 'run', 'build', '--filter=@tarelka/storefront', '--output-logs=errors-only'],
  {
    stdio: 'inherit',
    env,
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const children = [];
const run = (args, extraEnv) => {
  const child = spawn('pnpm', args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  children.push(child);
  child.once('exit', (code) => {
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
  return child;
};

run(['--filter', '@tarelka/api', 'start'], { PORT: String(apiPort), HOST: process.env.HOST ?? '127.0.0.1' });

const deadline = Date.now() + 60_000;
for (;;) {
  try {
    const response = await fetch(`${apiUrl}/health`);
    if (response.ok) break;
  } catch {
    // not up yet
  }
  if (Date.now() > deadline) {
    console.error(`[tarelka] the API did not answer on ${apiUrl}/health within 60 s`);
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
}

run(['--filter', '@tarelka/storefront', 'preview', '--port', String(webPort), '--strictPort'], {});
setTimeout(() => {
  console.log(
    `\n  Tarelka (${tenant}) is running:\n    storefront  http://127.0.0.1:${webPort}/\n    API         ${apiUrl}/docs\n`,
  );
}, 1500);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const child of children) child.kill('SIGTERM');
  });
}
