/**
 * worker/contract/openapi-document.ts, the OpenAPI document the Worker serves, is what `npm run openapi`
 * writes from the schemas now: a schema change without regenerating it fails here.
 */
import { gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { openApiModule } from '../../scripts/openapi.ts';
import { openApiDocument } from '../../worker/contract/openapi.ts';
import { OPENAPI_GZIP_BASE64 } from '../../worker/contract/openapi-document.ts';

it('the served document is the one built from the schemas (else: npm run openapi)', () => {
  const served = JSON.parse(gunzipSync(Buffer.from(OPENAPI_GZIP_BASE64, 'base64')).toString('utf8'));
  expect(served).toEqual(openApiDocument());
});

it('the generated module is byte for byte what npm run openapi writes', async () => {
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(new URL('../../worker/contract/openapi-document.ts', import.meta.url), 'utf8')).toBe(
    openApiModule(),
  );
});
