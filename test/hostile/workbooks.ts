/**
 * Hostile copies of the real workbooks: seeded random mutations of sheets/ (cells retyped to
 * strings, booleans or dates, NA inserted, extreme numbers, rows and columns deleted or duplicated,
 * tabs removed, renamed, duplicated or reordered, cells merged, files truncated), written with xlsx
 * to temporary sheets folders for compiler/build.ts to read.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as XLSX from 'xlsx';
import { PROFILES } from '../../compiler/lenders.ts';
import { FILES, type Lender, lenderOf } from '../fixtures.ts';
import { editPart, readParts, writeZip } from './zip.ts';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const SHEETS_DIR = join(ROOT, 'sheets');
/** Every lender the compiler has a profile of, in sorted order (the trials' order). */
const LENDERS: readonly Lender[] = PROFILES.map((p) => p.slug).sort();

/** A deterministic PRNG (mulberry32): the same seed, the same mutations. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Rng = ReturnType<typeof rng>;

/** The effective date in a workbook's file name (a reprice's `_HHMM` follows it). */
export const dateOf = (file: string) => /_(\d{4}-\d{2}-\d{2})(?:_\d{4})?\.xlsx$/.exec(file)![1]!;

export interface RealFile {
  lender: Lender;
  file: string;
  date: string;
  bytes: Buffer;
  book: XLSX.WorkBook;
}

let real: RealFile[] | undefined;

/**
 * The fixture workbooks of sheets/ (test/fixtures.ts, not the days added after them: the seeded trials
 * stay the same), parsed with their number formats (so writing them back keeps them), once per test
 * worker (files share the module graph): shared, so copy a book before changing it.
 */
export function realFiles(): RealFile[] {
  real ??= LENDERS.flatMap((lender) =>
    Object.values(FILES)
      .filter((file) => lenderOf(file) === lender)
      .sort()
      .map((file) => {
        const bytes = readFileSync(join(SHEETS_DIR, lender, file));
        return {
          lender,
          file,
          date: dateOf(file),
          bytes,
          book: XLSX.read(bytes, { type: 'buffer', cellNF: true }),
        };
      }),
  );
  return real;
}

const cellsOf = (ws: XLSX.WorkSheet) => Object.keys(ws).filter((k) => !k.startsWith('!'));
const rangeOf = (ws: XLSX.WorkSheet) => XLSX.utils.decode_range(ws['!ref'] ?? 'A1:A1');
const addr = (r: number, c: number) => XLSX.utils.encode_cell({ r, c });

/** A random non-empty cell of the tab, numeric ones first when `preferNumbers`. */
function someCell(ws: XLSX.WorkSheet, r: Rng, preferNumbers = true): string | undefined {
  const all = cellsOf(ws).filter((k) => ws[k]?.v !== undefined && ws[k]?.v !== '');
  const numbers = all.filter((k) => ws[k]!.t === 'n');
  return r.pick(preferNumbers && numbers.length > 0 && r.chance(0.75) ? numbers : all.length ? all : ['A1']);
}

function setCell(ws: XLSX.WorkSheet, key: string, cell: XLSX.CellObject): void {
  ws[key] = cell;
  const range = rangeOf(ws);
  const { r, c } = XLSX.utils.decode_cell(key);
  range.e.r = Math.max(range.e.r, r);
  range.e.c = Math.max(range.e.c, c);
  ws['!ref'] = XLSX.utils.encode_range(range);
}

/** Moves every cell of rows > `row` by `delta` (-1: `row` is deleted; +1: `row` is duplicated below itself). */
function shiftRows(ws: XLSX.WorkSheet, row: number, delta: -1 | 1): void {
  const range = rangeOf(ws);
  const moved: Record<string, XLSX.CellObject> = {};
  for (const key of cellsOf(ws)) {
    const { r, c } = XLSX.utils.decode_cell(key);
    if (r < row) continue;
    const cell = ws[key] as XLSX.CellObject;
    delete ws[key];
    if (delta === -1) {
      if (r > row) moved[addr(r - 1, c)] = cell;
    } else if (r === row) {
      moved[key] = cell;
      moved[addr(r + 1, c)] = { ...cell };
    } else moved[addr(r + 1, c)] = cell;
  }
  Object.assign(ws, moved);
  ws['!merges'] = (ws['!merges'] ?? []).flatMap((m) => {
    if (m.e.r < row) return [m];
    if (m.s.r > row) return [{ s: { r: m.s.r + delta, c: m.s.c }, e: { r: m.e.r + delta, c: m.e.c } }];
    // The merge covers `row`: deleting shrinks it (or drops a one-row merge); duplicating grows it.
    if (delta === -1) return m.s.r === m.e.r ? [] : [{ s: m.s, e: { r: m.e.r - 1, c: m.e.c } }];
    return m.s.r === m.e.r
      ? [m, { s: { r: row + 1, c: m.s.c }, e: { r: row + 1, c: m.e.c } }]
      : [{ s: m.s, e: { r: m.e.r + 1, c: m.e.c } }];
  });
  range.e.r = Math.max(0, range.e.r + delta);
  ws['!ref'] = XLSX.utils.encode_range(range);
}

function deleteColumn(ws: XLSX.WorkSheet, col: number): void {
  const range = rangeOf(ws);
  const moved: Record<string, XLSX.CellObject> = {};
  for (const key of cellsOf(ws)) {
    const { r, c } = XLSX.utils.decode_cell(key);
    if (c < col) continue;
    const cell = ws[key] as XLSX.CellObject;
    delete ws[key];
    if (c > col) moved[addr(r, c - 1)] = cell;
  }
  Object.assign(ws, moved);
  ws['!merges'] = (ws['!merges'] ?? []).flatMap((m) => {
    if (m.e.c < col) return [m];
    if (m.s.c > col) return [{ s: { r: m.s.r, c: m.s.c - 1 }, e: { r: m.e.r, c: m.e.c - 1 } }];
    return m.s.c === m.e.c ? [] : [{ s: m.s, e: { r: m.e.r, c: m.e.c - 1 } }];
  });
  range.e.c = Math.max(0, range.e.c - 1);
  ws['!ref'] = XLSX.utils.encode_range(range);
}

const uniqueName = (wb: XLSX.WorkBook, name: string) => {
  let n = name.slice(0, 31);
  for (let i = 2; wb.SheetNames.some((s) => s.toLowerCase() === n.toLowerCase()); i++)
    n = `${name.slice(0, 26)} (${i})`;
  return n;
};

/** One mutation of a workbook, in place; returns what it did ("<tab>!<cell>: ..."). */
type Mutation = (wb: XLSX.WorkBook, r: Rng) => string;

const onTab =
  (f: (ws: XLSX.WorkSheet, r: Rng, tab: string, wb: XLSX.WorkBook) => string): Mutation =>
  (wb, r) => {
    const tab = r.pick(wb.SheetNames);
    return `${tab}: ${f(wb.Sheets[tab]!, r, tab, wb)}`;
  };

export const MUTATIONS: Record<string, Mutation> = {
  retypeToString: onTab((ws, r) => {
    const key = someCell(ws, r)!;
    const v = ws[key]?.v;
    const text = r.pick([
      String(v),
      `${v}%`,
      ` ${v} `,
      `$${v}`,
      `(${v})`,
      `${v}x`,
      String(v).replace('.', ','),
      `'${v}`,
      `${v}\u00a0`,
    ]);
    setCell(ws, key, { t: 's', v: text });
    return `${key} = string ${JSON.stringify(text)}`;
  }),
  retypeToBoolean: onTab((ws, r) => {
    const key = someCell(ws, r)!;
    const v = r.chance(0.5);
    setCell(ws, key, { t: 'b', v });
    return `${key} = boolean ${v}`;
  }),
  retypeToDate: onTab((ws, r) => {
    const key = someCell(ws, r)!;
    const d = new Date(Date.UTC(2026, r.int(12), 1 + r.int(28)));
    setCell(ws, key, { t: 'd', v: d, z: r.pick(['yyyy-mm-dd', 'm/d/yy', 'mmm d, yyyy']) });
    return `${key} = date ${d.toISOString().slice(0, 10)}`;
  }),
  insertNA: onTab((ws, r) => {
    const key = someCell(ws, r)!;
    if (r.chance(0.25)) {
      setCell(ws, key, { t: 'e', v: 0x2a, w: '#N/A' });
      return `${key} = #N/A error`;
    }
    const na = r.pick(['NA', 'N/A', 'n/a', 'na', ' NA ', 'N.A.', '-', '—', 'TBD']);
    setCell(ws, key, { t: 's', v: na });
    return `${key} = ${JSON.stringify(na)}`;
  }),
  extremeNumber: onTab((ws, r) => {
    const key = someCell(ws, r)!;
    const v = r.pick([1e308, -1e308, 5e-324, -0, 0, -1, 123456789.123456, 0.1 + 0.2, 99_999_999_999, 7.1249999, 1e-9]);
    setCell(ws, key, { t: 'n', v });
    return `${key} = ${v}`;
  }),
  clearCell: onTab((ws, r) => {
    const key = someCell(ws, r, false)!;
    delete ws[key];
    return `${key} cleared`;
  }),
  hostileText: onTab((ws, r) => {
    const key = someCell(ws, r, false)!;
    const text = r.pick([
      'x'.repeat(5000),
      '\u202eAN',
      'Ｒａｔｅ',
      '📈',
      '<script>',
      '__proto__',
      'constructor',
      '=1+1',
      '\u0000',
      'Effective: 2026-13-45',
      'Effective: 1999-01-01',
    ]);
    setCell(ws, key, { t: 's', v: text });
    return `${key} = text ${JSON.stringify(text.slice(0, 20))}`;
  }),
  deleteRow: onTab((ws, r) => {
    const row = r.int(rangeOf(ws).e.r + 1);
    shiftRows(ws, row, -1);
    return `row ${row + 1} deleted`;
  }),
  duplicateRow: onTab((ws, r) => {
    const row = r.int(rangeOf(ws).e.r + 1);
    shiftRows(ws, row, 1);
    return `row ${row + 1} duplicated`;
  }),
  deleteColumn: onTab((ws, r) => {
    const col = r.int(rangeOf(ws).e.c + 1);
    deleteColumn(ws, col);
    return `column ${XLSX.utils.encode_col(col)} deleted`;
  }),
  mergeCells: onTab((ws, r) => {
    const range = rangeOf(ws);
    const s = { r: r.int(range.e.r + 1), c: r.int(range.e.c + 1) };
    const e = { r: s.r + r.int(3), c: s.c + 1 + r.int(3) };
    // As Excel does: only the top-left cell of a merge keeps its value.
    for (let row = s.r; row <= e.r; row++)
      for (let col = s.c; col <= e.c; col++) if (row !== s.r || col !== s.c) delete ws[addr(row, col)];
    ws['!merges'] = [
      ...(ws['!merges'] ?? []).filter((m) => m.e.r < s.r || m.s.r > e.r || m.e.c < s.c || m.s.c > e.c),
      { s, e },
    ];
    return `merged ${XLSX.utils.encode_range({ s, e })}`;
  }),
  removeTab: (wb, r) => {
    const tab = r.pick(wb.SheetNames);
    if (wb.SheetNames.length === 1) return `${tab}: kept (only tab)`;
    wb.SheetNames = wb.SheetNames.filter((n) => n !== tab);
    delete wb.Sheets[tab];
    return `${tab}: tab removed`;
  },
  renameTab: (wb, r) => {
    const tab = r.pick(wb.SheetNames);
    const name = uniqueName(
      wb,
      r.pick([
        `${tab} `,
        tab.toUpperCase(),
        tab.replace(/ /g, ''),
        'Sheet1',
        `${tab} (old)`,
        `Ü ${tab}`,
        tab.slice(0, -1),
        `${tab} v2`,
      ]),
    );
    wb.SheetNames = wb.SheetNames.map((n) => (n === tab ? name : n));
    wb.Sheets[name] = wb.Sheets[tab]!;
    if (name !== tab) delete wb.Sheets[tab];
    return `${tab}: renamed ${JSON.stringify(name)}`;
  },
  duplicateTab: (wb, r) => {
    const tab = r.pick(wb.SheetNames);
    const name = uniqueName(wb, `${tab} (2)`);
    wb.SheetNames.push(name);
    wb.Sheets[name] = structuredClone(wb.Sheets[tab]!);
    return `${tab}: duplicated as ${JSON.stringify(name)}`;
  },
  reorderTabs: (wb, r) => {
    const names = [...wb.SheetNames];
    for (let i = names.length - 1; i > 0; i--) {
      const j = r.int(i + 1);
      [names[i], names[j]] = [names[j]!, names[i]!];
    }
    wb.SheetNames = names;
    return `tabs reordered ${names.join(' | ')}`;
  },
};

export const MUTATION_NAMES = Object.keys(MUTATIONS);

/** Bytes-level damage to a written file: what a bad download or a wrong export gives. */
export const FILE_DAMAGE: Record<string, (bytes: Uint8Array, r: Rng) => Uint8Array> = {
  truncated: (b, r) => b.slice(0, 1 + r.int(b.byteLength - 1)),
  empty: () => new Uint8Array(0),
  garbage: (_b, r) => Uint8Array.from({ length: 512 + r.int(4096) }, () => r.int(256)),
  csvNamedXlsx: () => new TextEncoder().encode('Rate,Price\n7.125,100.5\n'),
  flippedBytes: (b, r) => {
    const out = b.slice();
    for (let i = 0; i < 20; i++) out[r.int(out.length)] = r.int(256);
    return out;
  },
};

export interface Trial {
  index: number;
  lender: Lender;
  /** The mutated file; its partners (same lender and date) are real copies. */
  file: string;
  ops: string[];
  dir: string;
  /** The mutated workbook's tab names, trimmed as the compiler trims them (none for damaged bytes). */
  tabs: string[];
}

/** Writes trial `index` into `root`: one lender/date set, one of its workbooks mutated. */
export function makeTrial(root: string, files: RealFile[], index: number, r: Rng): Trial {
  const target = files[index % files.length]!;
  const dir = join(root, `trial-${String(index).padStart(3, '0')}`);
  mkdirSync(join(dir, target.lender), { recursive: true });
  for (const partner of files.filter(
    (f) => f.lender === target.lender && f.date === target.date && f.file !== target.file,
  )) {
    copyFileSync(join(SHEETS_DIR, partner.lender, partner.file), join(dir, partner.lender, partner.file));
  }
  const ops: string[] = [];
  let tabs: string[] = [];
  let bytes: Uint8Array;
  if (r.chance(0.06)) {
    const damage = r.pick(Object.keys(FILE_DAMAGE));
    bytes = FILE_DAMAGE[damage]!(target.bytes, r);
    ops.push(`file ${damage}`);
  } else {
    const wb = structuredClone(target.book);
    for (let n = 1 + r.int(3); n > 0; n--) {
      const name = r.pick(MUTATION_NAMES);
      ops.push(`${name} ${MUTATIONS[name]!(wb, r)}`);
    }
    bytes = XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    tabs = wb.SheetNames.map((n) => n.trim());
  }
  writeFileSync(join(dir, target.lender, target.file), bytes);
  return { index, lender: target.lender, file: target.file, ops, dir, tabs };
}

/** Rewrites one XML part of an xlsx file (a zip). */
function patchPart(bytes: Uint8Array, part: RegExp, edit: (xml: string) => string): Uint8Array {
  const parts = readParts(Buffer.from(bytes));
  const name = parts.find((p) => part.test(p.name))?.name;
  if (!name) throw new Error(`no part ${part} in the workbook`);
  return writeZip(editPart(parts, name, edit));
}

/**
 * A real workbook carrying a prototype-pollution payload for xlsx's reader (CVE-2023-30533):
 * - `comment-ref`: a cell comment whose `ref` is `__proto__`; xlsx 0.18.5 then runs
 *   `sheet["__proto__"].c = []` and pushes the comment, giving every object of the process a `c`.
 * - `tab-name`: a tab named `__proto__` (xlsx stores tabs by name in a plain object).
 */
export function craftedWorkbook(real: RealFile, payload: 'comment-ref' | 'tab-name'): Uint8Array {
  const wb = structuredClone(real.book);
  const tab = wb.SheetNames[0]!;
  if (payload === 'tab-name') {
    const bytes = XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    return patchPart(bytes, /xl\/workbook\.xml$/, (xml) => xml.replace(`name="${tab}"`, 'name="__proto__"'));
  }
  const ws = wb.Sheets[tab]!;
  const key = cellsOf(ws).sort()[0]!;
  (ws[key] as XLSX.CellObject).c = Object.assign([{ a: 'lender', t: 'payload' }], { hidden: true });
  const bytes = XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  return patchPart(bytes, /xl\/comments\d*\.xml$/, (xml) => xml.replace(`ref="${key}"`, 'ref="__proto__"'));
}
