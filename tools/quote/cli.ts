/**
 * npm run quote -- <file.json> [--artifacts DIR] [--as-of DATE_OR_MOMENT]
 * npm run quote -- --verify <answer.json> <request.json> [--artifacts DIR]
 *
 * The quote endpoint offline (replay.ts): it prints exactly the JSON POST /api/pricer/quote returns
 * for the same request on the same sheets, so an analyst replays a quote on a past sheet with
 * `as_of` or --as-of. The file is read as the endpoint reads a body (worker/http/json-body.ts: UTF-8,
 * a byte-order mark dropped) and holds one quote request or an array of them (an array prints an
 * array). "Now" is PRICER_NOW when set, else the clock, and a sheet past its expiry answers as
 * expired, as in the Worker. Error bodies are the endpoint's without its request_id (there is no request).
 *
 * --verify checks a saved quote or batch answer against its request (verify.ts): the sheets it names
 * are found by sha256 in DIR or its git history, and the answer recomputed and compared byte for byte.
 *
 * Exit 0 when every request priced (--verify: the answer verified); 1 when one was refused (its error
 * body is printed in its place: 400, 422 or 503, as the endpoint would answer; --verify: the answer
 * differs, or cannot be verified here); 2 on a usage error: an unknown option, a file that cannot be
 * read, a malformed sheets/roster.json (scripts/command.ts), one line on stderr.
 */
import { parseArgs } from 'node:util';
import { readOperatorFile, runCommand, usageError } from '../../scripts/command.ts';
import { HttpError } from '../../worker/http/http-error.ts';
import { parseJsonBytes } from '../../worker/http/json-body.ts';

const USAGE = `usage: npm run quote -- <file.json> [--artifacts DIR] [--as-of DATE_OR_MOMENT]
       npm run quote -- --verify <answer.json> <request.json> [--artifacts DIR]

  file.json    one quote request, or an array of them (as POSTed to /api/pricer/quote)
  --artifacts  the compiled sheets (default dist-sheets); --verify also searches its git history
  --as-of      price on the sheets in force then: YYYY-MM-DD (that day's last sheet) or an ISO
               date-time with offset; a request's own as_of wins. Default: now (PRICER_NOW or the clock)
  --verify     is answer.json (a quote or batch answer, saved from the endpoint or from this command)
               what the sheets it names give to request.json (the body it answered)? Exit 0 if so

example: npm run quote -- request.json --as-of 2026-11-20
         npm run quote -- --verify answer.json request.json`;

const OPTIONS = {
  artifacts: { type: 'string', default: 'dist-sheets' },
  'as-of': { type: 'string' },
  verify: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

function options() {
  try {
    return parseArgs({ allowPositionals: true, options: OPTIONS });
  } catch (error) {
    return usageError(`${(error as Error).message}\n${USAGE}`);
  }
}

/** The request file as the endpoint reads a body, or the endpoint's 400 for bytes that are not JSON. */
function requestOf(file: string): { body: unknown } | { refused: HttpError } {
  const bytes = readOperatorFile(file);
  try {
    return { body: parseJsonBytes(bytes) };
  } catch (error) {
    if (error instanceof HttpError) return { refused: error };
    throw error;
  }
}

const write = (json: Uint8Array | string) => process.stdout.write(json);

/** --verify: one answer file and the request file it answered; exit 0 when it verifies. */
async function verify(files: string[], artifacts: string, asOf: string | undefined): Promise<number> {
  if (files.length !== 2) usageError(`--verify takes an answer file and its request file\n${USAGE}`);
  if (asOf !== undefined) usageError('--verify takes no --as-of: the answer names the sheets it was given on');
  const [answerFile, requestFile] = files as [string, string];
  const bytes = readOperatorFile(answerFile);
  let answer: unknown;
  try {
    answer = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, ''));
  } catch {
    return usageError(`${answerFile}: not a JSON answer`);
  }
  if (Array.isArray(answer)) usageError(`${answerFile}: an array; verify one answer (and its request) per file`);
  const request = requestOf(requestFile);
  if ('refused' in request) usageError(`${requestFile}: ${request.refused.message}`);
  const [{ verifyAnswer }, { artifactFinder }] = await Promise.all([
    import('./verify.ts'),
    import('./find-artifact.ts'),
  ]);
  const verdict = await verifyAnswer(bytes, answer, request.body, artifactFinder(artifacts), answerFile);
  if ('usage' in verdict) return usageError(verdict.usage);
  for (const line of verdict.lines) console.log(line);
  return verdict.verified ? 0 : 1;
}

await runCommand(async () => {
  const { values, positionals } = options();
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (values.verify) return verify(positionals, values.artifacts, values['as-of']);
  if (positionals.length !== 1) usageError(`give exactly one request file\n${USAGE}`);
  const request = requestOf(positionals[0]!);
  if ('refused' in request) {
    console.log(JSON.stringify({ message: request.refused.message }));
    return 1;
  }
  const { body } = request;
  if (Array.isArray(body) && body.length === 0) usageError(`${positionals[0]}: the array holds no request`);
  const { quoteOn } = await import('./replay.ts');
  const answer = await quoteOn(values.artifacts, values['as-of'] ?? null);
  const answers = [];
  for (const one of Array.isArray(body) ? body : [body]) answers.push(await answer(one));
  // The answers' bytes as they are: exactly what the endpoint sends (an array of them for an array).
  if (Array.isArray(body)) write('[');
  for (const [i, { json }] of answers.entries()) {
    if (i) write(',');
    write(json);
  }
  write(Array.isArray(body) ? ']\n' : '\n');
  return answers.every((a) => a.status === 200) ? 0 : 1;
});
