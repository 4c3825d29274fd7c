/** POST /api/auth/test (spec 4.5): reaching this handler means auth.ts accepted the token. */
import type { Handler } from 'hono';
import type { AppEnv } from '../env.ts';

export const authTestHandler: Handler<AppEnv> = (c) => c.json({ ok: true, message: 'token accepted' }, 200);
