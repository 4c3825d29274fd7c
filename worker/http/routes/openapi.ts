/** GET /api/openapi.json: the OpenAPI 3.1 document (openapi.ts), behind the bearer token like every route. */
import type { Handler } from 'hono';
import type { AppEnv } from '../env.ts';
import { openApiDocument } from '../openapi.ts';

export const openApiHandler: Handler<AppEnv> = (c) => c.json(openApiDocument(), 200);
