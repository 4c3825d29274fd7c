/**
 * zod for every schema the Worker runs (the artifact, the request, the KV metadata, the roster):
 * zod/mini, the same schemas and parser as zod's classic API without its methods, its locales and
 * its JSON Schema code, a fraction of the bytes in the Worker's bundle. Its messages are zod's
 * English ones, as the classic API gives them: zod/mini loads no locale by itself (its issues would
 * all read "Invalid input"). Import it as a namespace (`import * as z`), which the bundler trims
 * to what is used. Schemas that only document answers stay in zod's classic API, imported by the
 * OpenAPI generator and the tests, never by the Worker.
 */
import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

config(en());

export * from 'zod/mini';
