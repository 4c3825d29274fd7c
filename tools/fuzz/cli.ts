/**
 * npm run fuzz -- [--url URL] [--token TOKEN] [-n N] [--seed S] [--concurrency C]
 *
 * Sends N fuzzed quote requests (default 100,000) to a running service (default the one `npm start`
 * serves, with the token of .dev.vars) and reports how many answered 5xx, how many answered
 * something that is not JSON, how many valid quotes were not a 200, how many answers did not name
 * their request (each is sent with its own X-Request-Id, fuzz-<seed>-<n>, which the answer must echo:
 * the log line of request n carries it too), and whether a fixed valid quote answers the same after
 * the run as before it (bar its id). Exits 1 when any of those is not clean.
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { fuzzBody, rng, validQuote } from './bodies.ts';

const USAGE = `usage: npm run fuzz -- [--url URL] [--token TOKEN] [-n N] [--seed S] [--concurrency C]

  --url URL          the service (default http://127.0.0.1:8787, what npm start serves)
  --token TOKEN      the bearer token (default: INTERNAL_TOKEN of .dev.vars, or the environment)
  -n, --requests N   how many requests (default 100000)
  --seed S           seed of the request generator (default 20261124): same seed, same requests
  --concurrency C    requests in flight (default 16)`;

function options() {
  try {
    return parseArgs({
      options: {
        url: { type: 'string', default: 'http://127.0.0.1:8787' },
        token: { type: 'string' },
        requests: { type: 'string', short: 'n', default: '100000' },
        seed: { type: 'string', default: '20261124' },
        concurrency: { type: 'string', default: '16' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
}

const values = options();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const devToken = () =>
  existsSync('.dev.vars')
    ? /^\s*INTERNAL_TOKEN\s*=\s*["']?([^"'\s]+)/m.exec(readFileSync('.dev.vars', 'utf8'))?.[1]
    : undefined;
const token = values.token ?? process.env.INTERNAL_TOKEN ?? devToken();
const total = Number(values.requests);
const concurrency = Number(values.concurrency);
if (!token || !Number.isInteger(total) || total < 1 || !Number.isInteger(concurrency) || concurrency < 1) {
  console.error(`${token ? 'bad -n or --concurrency' : 'no token: pass --token or run npm start first'}\n\n${USAGE}`);
  process.exit(2);
}
const url = `${values.url.replace(/\/$/, '')}/api/pricer/quote`;
const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };

async function post(body: string, id: string): Promise<{ status: number; text: string; id: string | null }> {
  const response = await fetch(url, { method: 'POST', headers: { ...headers, 'X-Request-Id': id }, body });
  return { status: response.status, text: await response.text(), id: response.headers.get('X-Request-Id') };
}

const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

const reference = JSON.stringify(validQuote(rng(1)));
const before = await post(reference, `fuzz-${values.seed}-before`);
if (before.status !== 200) {
  console.error(`the reference quote answered ${before.status} before the run: ${before.text.slice(0, 300)}`);
  process.exit(1);
}

const r = rng(Number(values.seed));
const byStatus = new Map<number, number>();
let sent = 0;
let serverErrors = 0;
let notJson = 0;
let validRefused = 0;
let unnamed = 0;
const started = performance.now();
async function worker(): Promise<void> {
  while (sent < total) {
    const id = `fuzz-${values.seed}-${++sent}`;
    const { body, valid } = fuzzBody(r);
    const answer = await post(body, id);
    if (answer.id !== id) unnamed++;
    byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
    if (answer.status >= 500) serverErrors++;
    if (!isJson(answer.text)) notJson++;
    if (valid && answer.status !== 200) validRefused++;
    if (sent % 10_000 === 0) process.stderr.write(`[fuzz] ${sent} / ${total}\n`);
  }
}
await Promise.all(Array.from({ length: concurrency }, worker));
const after = await post(reference, `fuzz-${values.seed}-after`);
const same = after.status === 200 && after.text === before.text;
const seconds = (performance.now() - started) / 1000;

const statuses = [...byStatus]
  .sort(([a], [b]) => a - b)
  .map(([s, n]) => `${s}×${n}`)
  .join(' ');
console.log(`requests: ${total} in ${seconds.toFixed(1)} s (${Math.round(total / seconds)}/s), seed ${values.seed}`);
console.log(`by status: ${statuses}`);
console.log(
  `5xx: ${serverErrors}; not JSON: ${notJson}; valid quotes not answered 200: ${validRefused}; answers without their X-Request-Id: ${unnamed}`,
);
console.log(`the reference quote after the run ${same ? 'equals' : 'DIFFERS from'} the one before`);
process.exitCode = serverErrors || notJson || validRefused || unnamed || !same ? 1 : 0;
