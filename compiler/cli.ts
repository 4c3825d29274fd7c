/**
 * npm run compile -- [--sheets DIR] [--out DIR]
 * Compiles every lender's sheets; writes dist-sheets/<lender>/<date>_<HHMM>.msgpack and manifest.json.
 * Each sheet compiles on its own: a refused one writes nothing, every other is written.
 */
import './harden.ts'; // first, before xlsx loads: see harden.ts
import { compileCommand } from './command.ts';

const { stdout, stderr, status } = await compileCommand(process.argv.slice(2));
for (const line of stdout) console.log(line);
for (const line of stderr) console.error(line);
process.exit(status);
