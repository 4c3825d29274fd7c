/**
 * The guard in front of xlsx: a lender's file is foreign input, checked as a zip container before
 * xlsx parses it. A file that is not an .xlsx (an OLE2 .xls or password-protected file, text, other
 * binary data), a damaged or encrypted zip, or parts that would inflate past LIMITS is refused with
 * one diagnostic. The parts are found the way xlsx finds them, so the check covers exactly what
 * xlsx will inflate.
 */
import { inflateRawSync } from 'node:zlib';

/** Far above any real sheet (the largest real part inflates to 31 KB, a workbook to 155 KB, a tab spans 113 × 12). */
export const LIMITS = {
  /** inflated bytes of one part of the zip (a tab's XML, the shared strings) */
  part: 16 * 2 ** 20,
  /** inflated bytes of all parts together */
  workbook: 32 * 2 ** 20,
  /** rows × columns spanned by the cells a tab has */
  cells: 2_000_000,
};

interface Refusal {
  code: 'not_a_workbook' | 'unreadable_workbook' | 'workbook_too_large';
  message: string;
  tab?: string;
}

/** A part as xlsx will read it: the local header's name and method, its data from `data` on. */
interface Part {
  name: string;
  method: number;
  flags: number;
  /** the larger of the sizes the central directory and the local header declare */
  declared: number;
  compressed: number;
  data: number;
}

const ZIP_LOCAL = 0x04034b50;
const ZIP_CENTRAL = 0x02014b50;
const ZIP_END = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const sizeText = (n: number) => `${n.toLocaleString('en-US')} bytes`;
const limit = (n: number) => `${sizeText(n)} (${n / 2 ** 20} MiB)`;

/**
 * What stops `zip` from being read within LIMITS, or undefined. The parts are found the way xlsx
 * finds them (the last end record, its entry count and directory offset, each entry's local
 * header), so the check covers exactly what xlsx will inflate; each part is then inflated against
 * what is left of the budget, so a header that understates a size gains nothing.
 */
export function checkContainer(zip: Buffer): Refusal | undefined {
  if (zip.length < 4 || zip.readUInt32LE(0) !== ZIP_LOCAL)
    return {
      code: 'not_a_workbook',
      message: `not an Excel workbook: an .xlsx file is a zip archive, and this file is ${whatItIs(zip)}`,
    };
  let parts: Part[];
  try {
    parts = zipParts(zip);
  } catch {
    return { code: 'unreadable_workbook', message: 'a damaged workbook: its zip directory is truncated or corrupt' };
  }
  if (!parts.some((p) => p.name === 'xl/workbook.xml'))
    return {
      code: 'not_a_workbook',
      message: `not an Excel workbook: a zip archive without xl/workbook.xml (it holds ${parts
        .slice(0, 4)
        .map((p) => p.name)
        .join(', ')}${parts.length > 4 ? ', …' : ''})`,
    };
  const tooLarge = (p: Part, size: string): Refusal => {
    const tab = tabOfPart(zip, parts, p.name);
    return {
      code: 'workbook_too_large',
      message: `the part ${p.name} inflates to ${size}; a part may inflate to at most ${limit(LIMITS.part)}`,
      tab,
    };
  };
  const total = (size: string): Refusal => ({
    code: 'workbook_too_large',
    message: `the workbook's ${parts.length} parts inflate to ${size} together; a workbook may inflate to at most ${limit(LIMITS.workbook)}`,
  });
  const over = parts.find((p) => p.declared > LIMITS.part);
  if (over) return tooLarge(over, sizeText(over.declared));
  const declared = parts.reduce((n, p) => n + p.declared, 0);
  if (declared > LIMITS.workbook) return total(sizeText(declared));
  let inflated = 0;
  for (const p of parts) {
    if (p.flags & 1) return { code: 'unreadable_workbook', message: `the part ${p.name} is encrypted` };
    if (p.method !== 0 && p.method !== 8)
      return {
        code: 'unreadable_workbook',
        message: `the part ${p.name} is compressed with method ${p.method}, not deflate`,
      };
    const budget = Math.min(LIMITS.part, LIMITS.workbook - inflated);
    if (p.method === 0) inflated += p.compressed;
    else
      try {
        inflated += inflateRawSync(zip.subarray(p.data), { maxOutputLength: Math.max(1, budget) }).length;
      } catch (error) {
        if ((error as { code?: string }).code !== 'ERR_BUFFER_TOO_LARGE')
          return { code: 'unreadable_workbook', message: `the part ${p.name} is damaged: ${(error as Error).message}` };
        return budget === LIMITS.part
          ? tooLarge(p, `more than ${sizeText(budget)}`)
          : total(`more than ${sizeText(LIMITS.workbook)}`);
      }
    if (inflated > LIMITS.workbook) return total(sizeText(inflated));
  }
  return undefined;
}

function zipParts(zip: Buffer): Part[] {
  const end = zip.lastIndexOf(ZIP_END, zip.length - 4);
  if (end < 0) throw new Error('no end record');
  const count = zip.readUInt16LE(end + 8);
  let at = zip.readUInt32LE(end + 16);
  const parts: Part[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== ZIP_CENTRAL) throw new Error('not a directory entry');
    const local = zip.readUInt32LE(at + 42);
    if (zip.readUInt32LE(local) !== ZIP_LOCAL) throw new Error('not a local header');
    const nameLength = zip.readUInt16LE(local + 26);
    const compressed = zip.readUInt32LE(local + 18);
    parts.push({
      name: zip.toString('latin1', local + 30, local + 30 + nameLength),
      flags: zip.readUInt16LE(local + 6),
      method: zip.readUInt16LE(local + 8),
      declared: Math.max(zip.readUInt32LE(at + 24), zip.readUInt32LE(local + 22)),
      compressed,
      data: local + 30 + nameLength + zip.readUInt16LE(local + 28),
    });
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return parts;
}

/** The tab whose XML is `name` (from xl/workbook.xml and its relationships), when they say. */
function tabOfPart(zip: Buffer, parts: Part[], name: string): string | undefined {
  const text = (partName: string) => {
    const p = parts.find((x) => x.name === partName);
    if (p?.method !== 8 || p.declared > LIMITS.part) return '';
    try {
      return inflateRawSync(zip.subarray(p.data), { maxOutputLength: LIMITS.part }).toString('utf8');
    } catch {
      return '';
    }
  };
  const attr = (tag: string, key: string) => new RegExp(`\\s${key}="([^"]*)"`).exec(tag)?.[1];
  const target = name.replace(/^xl\//, '');
  const rel = (text('xl/_rels/workbook.xml.rels').match(/<Relationship\b[^>]*>/g) ?? []).find(
    (r) => attr(r, 'Target')?.replace(/^\/?xl\//, '') === target,
  );
  const id = rel && attr(rel, 'Id');
  const sheet = (text('xl/workbook.xml').match(/<sheet\b[^>]*>/g) ?? []).find((s) => id && attr(s, 'r:id') === id);
  const tab = sheet && attr(sheet, 'name');
  return tab
    ?.replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .trim();
}

/** What a file that is not a zip archive looks like, for the one message it gets. */
function whatItIs(bytes: Buffer): string {
  if (bytes.length === 0) return 'empty';
  if (bytes.subarray(0, 8).equals(OLE2))
    return 'an OLE2 compound file: an Excel 97-2003 .xls workbook or a password-protected one (save it as .xlsx without a password)';
  const head = bytes.subarray(0, 200);
  if (!head.some((b) => b < 9 || (b > 13 && b < 32)))
    return `text beginning ${JSON.stringify(head.toString('utf8').replace(/\s+/g, ' ').trim().slice(0, 60))}`;
  return 'binary data of another kind';
}
