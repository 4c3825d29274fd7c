/**
 * Preloaded into a compile run by bounded.test.ts (`node --import ./test/hostile/peak-memory.ts
 * compiler/cli.ts …`): on exit, whatever the exit code, writes the process's peak resident memory in
 * bytes to the file named by PEAK_MEMORY_FILE. The compile itself runs unchanged.
 */
import { writeFileSync } from 'node:fs';

const file = process.env.PEAK_MEMORY_FILE;
if (file) process.on('exit', () => writeFileSync(file, String(process.resourceUsage().maxRSS * 1024)));
