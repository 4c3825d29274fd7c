/**
 * The static baseline Worker (bench/static/wrangler.toml): the captured quote response, bytes and
 * headers, from module memory. It reads the request body like the quote route does, and nothing else.
 */
import body from '../out/static/body.bin';
import headersJson from '../out/static/headers.txt';

const headers = JSON.parse(headersJson) as [string, string][];

export default {
  async fetch(request: Request): Promise<Response> {
    await request.arrayBuffer();
    return new Response(body, { status: 200, headers });
  },
} satisfies ExportedHandler;
