/** POST /api/auth/test : reaching this handler means auth.ts accepted the token. */
import type { Handler } from 'hono';
import type { z } from 'zod';
import type { AuthTestResponse } from '../../contract/openapi.ts';
import type { AppEnv } from '../env.ts';

export const authTestHandler: Handler<AppEnv> = (c) =>
  c.json({ ok: true, message: 'token accepted' } satisfies z.infer<typeof AuthTestResponse>, 200);
