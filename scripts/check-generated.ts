/**
 * node scripts/check-generated.ts [--sheets DIR] [--dist DIR], run by `npm test`: is the committed
 * dist-sheets/ what compiling sheets/ gives? The check and its messages are scripts/generated.ts;
 * here the process is hardened before xlsx loads, and the result printed.
 */
import '../compiler/harden.ts'; // first, before xlsx loads
import { runCommand } from './command.ts';
import { checkGeneratedCommand } from './generated.ts';

// A folder that cannot be read (--sheets, --dist) is one line and exit 2 (scripts/command.ts).
await runCommand(async () => {
  const { status, stdout, stderr } = await checkGeneratedCommand(process.argv.slice(2));
  for (const line of stdout) console.log(line);
  for (const line of stderr) console.error(line);
  return status;
});
