/**
 * The service's published limits (README › Limits): the HTTP layer enforces them, the route table
 * and the OpenAPI document state them.
 */

/** A quote request is well under 2 KiB; anything near this limit is a mistake or abuse. */
export const MAX_BODY_BYTES = 64 * 1024;

/** A batch: 100 scenarios of up to 2.5 KiB each (a scenario with every field set is about 1 KiB). */
export const MAX_BATCH_BODY_BYTES = 256 * 1024;

/**
 * A POST route that reads no body still gets one from generic HTTP clients and health checkers
 * (`{}` on every POST): it is read and dropped up to this bound, and refused past it.
 */
export const MAX_IGNORED_BODY_BYTES = 1024;

/**
 * The most bytes of JSON one answer may hold. `npm run bench` measures the largest request this
 * admits in workerd (bench/worst.ts): its CPU and heap stay well inside a Worker's limits.
 */
export const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

/**
 * A caller's X-Request-Id is kept when sane: 1 to 128 characters of A-Z a-z 0-9 . _ : - (a UUID,
 * a ULID, a trace id); worker/http/request-id.ts replaces any other.
 */
export const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
