/**
 * The static baseline Worker (bench/static/wrangler.toml): the captured quote response, bytes and
 * headers, from module memory. It reads the request body like the quote route does, and nothing else;
 * started with LOG_LINE=on, it also writes the quote's log line (captured alike), as the pricer writes
 * one per request: the cost of that line alone under wrangler dev.
 */
import body from '../out/static/body.bin';
import headersJson from '../out/static/headers.txt';
import logLine from '../out/static/log-line.txt';

const headers = JSON.parse(headersJson) as [string, string][];

export default {
  async fetch(request: Request, env: { LOG_LINE?: string }): Promise<Response> {
    await request.arrayBuffer();
    if (env.LOG_LINE === 'on') console.log(logLine);
    return new Response(body, { status: 200, headers });
  },
} satisfies ExportedHandler<{ LOG_LINE?: string }>;
