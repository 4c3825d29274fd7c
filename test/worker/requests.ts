/** Requests against the app as the worker tests send them. */
import { env } from 'cloudflare:workers';
import { createApp } from '../../worker/http/app.ts';
import type { Env } from '../../worker/http/env.ts';
import { SheetStore } from '../../worker/sheets/store.ts';

/** The scenario of the brief: purchase of a $500k CA single-family home, 80% LTV, FICO 745. */
export const VALID_QUOTE = {
  purpose: 'purchase',
  occupancy: 'owner_occupied',
  property_type: 'sfr',
  state: 'CA',
  credit_score: 745,
  purchase_price: 500000,
  loan_amount: 400000,
  term: 30,
  lock_days: 45,
};

export const authorized = (token = env.INTERNAL_TOKEN ?? ''): Record<string, string> => ({
  Authorization: `Bearer ${token}`,
});

export interface RequestOptions {
  method?: string;
  /** JSON-encoded unless already a string or a stream. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Overrides of the test bindings (wrangler.toml plus vitest.config.ts). */
  bindings?: Partial<Env>;
  /** Default: a fresh store, i.e. a cold isolate. */
  store?: SheetStore;
}

/** Sends one request to a new app, authorized with the test token unless `headers` say otherwise. */
export async function send(
  path: string,
  { method = 'POST', body, headers = authorized(), bindings = {}, store = new SheetStore() }: RequestOptions = {},
): Promise<Response> {
  const payload =
    body === undefined || typeof body === 'string' || body instanceof ReadableStream ? body : JSON.stringify(body);
  const init = {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: payload as BodyInit | undefined,
  };
  return createApp(store).request(path, init, { ...env, ...bindings });
}
