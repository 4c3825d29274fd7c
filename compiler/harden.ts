/**
 * Imported first by cli.ts, before anything loads xlsx. The npm build of xlsx (0.18.5, the last one
 * on npm) lets a crafted workbook write onto Object.prototype (CVE-2023-30533: a cell comment whose
 * ref is "__proto__" gives every object of the process a `c` property, which then breaks artifact
 * validation). With Object.prototype frozen those writes are no-ops (xlsx runs in sloppy mode), so a
 * hostile file can at worst be refused. Proven by test/hostile/xlsx-advisory.test.ts.
 */
Object.freeze(Object.prototype);
