/**
 * A compiled sheet by its sha256, for `npm run quote -- --verify`: in the artifacts folder's
 * manifest first (dist-sheets/ by default), else in the git history of that folder, whose every
 * committed manifest is read (newest commit first) and the file it names taken from that commit.
 * Whatever is found is hashed again: only bytes whose sha256 is the one asked are returned, so a
 * stale manifest or a rewritten file can never stand in for the sheet an answer names.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { sha256Hex } from '../../worker/artifact/codec.ts';
import type { Found } from './verify.ts';

/** The manifest's entries, read loosely: any committed manifest, of any format, names sha256 and path. */
function entriesOf(text: string): { sha256: string; path: string }[] {
  try {
    const { artifacts } = JSON.parse(text) as { artifacts?: unknown };
    if (!Array.isArray(artifacts)) return [];
    return artifacts.filter(
      (e): e is { sha256: string; path: string } => typeof e?.sha256 === 'string' && typeof e?.path === 'string',
    );
  } catch {
    return [];
  }
}

function git(cwd: string, args: string[]): Buffer | null {
  const run = spawnSync('git', ['-C', cwd, ...args], { maxBuffer: 256 * 1024 * 1024 });
  return run.status === 0 ? run.stdout : null;
}

/** The repository holding `dir` (or the nearest folder of it that exists), and `dir`'s path in it. */
function repositoryOf(dir: string): { top: string; prefix: string } | null {
  let existing = resolve(dir);
  while (!existsSync(existing) && dirname(existing) !== existing) existing = dirname(existing);
  const top = git(existing, ['rev-parse', '--show-toplevel'])?.toString().trim();
  if (!top) return null;
  const prefix = relative(top, resolve(dir)).split('\\').join('/');
  return { top, prefix: prefix ? `${prefix}/` : '' };
}

/** Looks sheets up by sha256 in `dir` and then in its git history; each committed manifest is read once. */
export function artifactFinder(dir: string): (sha256: string) => Promise<Found | null> {
  const manifest = join(dir, 'manifest.json');
  const onDisk = existsSync(manifest) ? entriesOf(readFileSync(manifest, 'utf8')) : [];
  const repository = repositoryOf(dir);
  let history: { commit: string; entries: { sha256: string; path: string }[] }[] | undefined;

  const committed = (top: string, prefix: string) => {
    const commits = git(top, ['log', '--all', '--format=%H', '--', `${prefix}manifest.json`]);
    history ??= (commits?.toString().split('\n').filter(Boolean) ?? []).map((commit) => ({
      commit,
      entries: entriesOf(git(top, ['show', `${commit}:${prefix}manifest.json`])?.toString() ?? ''),
    }));
    return history;
  };

  return async (sha256) => {
    for (const entry of onDisk.filter((e) => e.sha256 === sha256)) {
      const file = join(dir, entry.path);
      const bytes = existsSync(file) ? new Uint8Array(readFileSync(file)) : null;
      if (bytes && (await sha256Hex(bytes)) === sha256) return { bytes, from: file };
    }
    if (!repository) return null;
    const { top, prefix } = repository;
    for (const { commit, entries } of committed(top, prefix))
      for (const entry of entries.filter((e) => e.sha256 === sha256)) {
        const blob = git(top, ['show', `${commit}:${prefix}${entry.path}`]);
        const bytes = blob && new Uint8Array(blob);
        if (bytes && (await sha256Hex(bytes)) === sha256)
          return { bytes, from: `git ${commit.slice(0, 12)}:${prefix}${entry.path}` };
      }
    return null;
  };
}
