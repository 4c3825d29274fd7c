/**
 * Where a fresh isolate's first request spends its time: a V8 CPU profile of our Worker's isolate
 * (inspector target `core:user:` of Miniflare's workerd) over that one request, each sample given to
 * the innermost function of its stack that PARTS names (function names as the bundle has them:
 * esbuild may add a digit to a name that occurs twice). Samples V8 marks (idle) are the isolate
 * waiting: on KV reads, the crypto digest and the HTTP hop; (program) is V8 and workerd work outside
 * any JavaScript function (lazy compilation among it); (garbage collector) is GC.
 */
import { type CpuProfile, connectInspector } from './profile.ts';
import { round } from './stats.ts';
import type { Isolate } from './workerd.ts';

const PROFILE_US = 100;

/** Part name -> the functions whose samples (and their callees' not named here) it takes, innermost first. */
const PARTS: [string, RegExp][] = [
  ['plan', /^(buildPlan|planOf)\d*$/],
  ['decode: msgpack', /^unpackArtifact\d*$/],
  ['decode: validate', /^(decodeArtifact|checkArtifact)\d*$/],
  ['sha256', /^sha256Hex\d*$/],
  ['price', /^quote\d*$/],
  ['KV and sheet store', /^(historyOf|listAll|sheets|newestSnapshot|readHeader|artifact|#\w+)\d*$/],
  ['request check', /^(parseQuoteRequest|readJsonBody)\d*$/],
  ['token check', /^requireBearerToken\d*$/],
  ['serialise', /^(answerQuote|withSheets)\d*$/],
  ['idle', /^\(idle\)$/],
  ['garbage collector', /^\(garbage collector\)$/],
  ['program', /^\(program\)$/],
];

/** ms per part, plus `other` (routing, Hono, anything unnamed) and `total` (the profile's span). */
export type ColdParts = Record<string, number>;

export function partsOf(profile: CpuProfile): ColdParts {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const partOfNode = new Map<number, string>();
  const partOf = (id: number): string => {
    let part = partOfNode.get(id);
    if (part === undefined) {
      const name = byId.get(id)!.callFrame.functionName;
      const up = parent.get(id);
      part = PARTS.find(([, re]) => re.test(name))?.[0] ?? (up === undefined ? 'other' : partOf(up));
      partOfNode.set(id, part);
    }
    return part;
  };
  // innermost first: a node's own name wins over its callers'
  const us: Record<string, number> = {};
  let total = 0;
  profile.samples.forEach((id, i) => {
    const d = profile.timeDeltas[i] ?? 0;
    total += d;
    us[partOf(id)] = (us[partOf(id)] ?? 0) + d;
  });
  const parts: ColdParts = {};
  for (const [name] of [...PARTS, ['other']]) parts[name!] = round((us[name!] ?? 0) / 1000, 2);
  parts.total = round(total / 1000, 2);
  return parts;
}

/** A fresh isolate with an inspector (`start`), the first POST of `body` to `path` profiled, split by part. */
export async function profiledFirstRequest(
  start: () => Promise<{ isolate: Isolate; port: number }>,
  path: string,
  body: string,
): Promise<ColdParts> {
  const { isolate, port } = await start();
  try {
    const inspector = await connectInspector(port, 'core:user:');
    try {
      await inspector.call('Profiler.enable');
      await inspector.call('Profiler.setSamplingInterval', { interval: PROFILE_US });
      await inspector.call('Profiler.start');
      const answer = await isolate.post(path, body);
      const { profile } = await inspector.call<{ profile: CpuProfile }>('Profiler.stop');
      if (answer.status !== 200) throw new Error(`the profiled first request answered ${answer.status}`);
      return partsOf(profile);
    } finally {
      inspector.close();
    }
  } finally {
    await isolate.dispose();
  }
}
