// `pnpm --filter @tarelka/api-client openapi`: writes openapi.json from the contract's schemas.
// A test (src/contract/openapi.test.ts) fails when the checked-in file is stale.
import { writeFileSync } from 'node:fs';
import { OPENAPI_FILE, openApiJson } from '../src/contract/openapi-file';

writeFileSync(OPENAPI_FILE, await openApiJson());
console.log(`wrote ${OPENAPI_FILE.pathname}`);
