/**
 * Just enough zip for the hostile-workbook tests: read a real .xlsx into its parts, change a part's
 * text, and write the parts back, including a part given as an already-deflated stream (a zip bomb
 * whose sheet XML inflates to hundreds of megabytes while the file stays under a megabyte).
 * Written here rather than with xlsx, whose writer walks every cell of `!ref` and whose reader is the
 * thing under test.
 */
import { constants, crc32, deflateRawSync, inflateRawSync } from 'node:zlib';

/** A part as stored: its deflated bytes, CRC-32 and inflated size. */
export interface Part {
  name: string;
  deflated: Buffer;
  crc: number;
  size: number;
}

export function part(name: string, data: Buffer | string): Part {
  const bytes = typeof data === 'string' ? Buffer.from(data) : data;
  return { name, deflated: deflateRawSync(bytes), crc: crc32(bytes), size: bytes.length };
}

/** The parts of a zip, read through its central directory (methods 0 and 8, no zip64). */
export function readParts(zip: Buffer): Part[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const parts: Part[] = [];
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const stored = zip.subarray(start, start + compressed);
    parts.push(part(name, method === 8 ? inflateRawSync(stored) : stored));
  }
  return parts;
}

export function textOf(p: Part): string {
  return inflateRawSync(p.deflated).toString('utf8');
}

/** The parts with `name`'s text changed by `edit` (which must change it). */
export function editPart(parts: Part[], name: string, edit: (xml: string) => string): Part[] {
  return parts.map((p) => {
    if (p.name !== name) return p;
    const before = textOf(p);
    const after = edit(before);
    if (after === before) throw new Error(`the edit left ${name} unchanged`);
    return part(name, after);
  });
}

/**
 * A part of `head + unit × repeat + tail` built without ever holding it inflated: one megabyte of
 * `unit` is deflated once, ending in a full flush (byte-aligned, no reference to earlier bytes), so
 * its deflated bytes can simply be repeated; a megabyte of repetitive XML deflates to about 2.5 KB.
 */
export function inflatingPart(name: string, head: string, unit: string, megabytes: number, tail: string): Part {
  const chunk = Buffer.from(unit.repeat(Math.floor(2 ** 20 / unit.length)));
  const full = { finishFlush: constants.Z_FULL_FLUSH, level: 9 };
  const headBytes = Buffer.from(head);
  const tailBytes = Buffer.from(tail);
  let crc = crc32(headBytes);
  for (let i = 0; i < megabytes; i++) crc = crc32(chunk, crc);
  const body = deflateRawSync(chunk, full);
  return {
    name,
    deflated: Buffer.concat([
      deflateRawSync(headBytes, full),
      ...Array.from({ length: megabytes }, () => body),
      deflateRawSync(tailBytes),
    ]),
    crc: crc32(tailBytes, crc),
    size: headBytes.length + chunk.length * megabytes + tailBytes.length,
  };
}

/** A zip of the parts, all deflated (method 8), in order. */
export function writeZip(parts: Part[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name);
    const header = (signature: number, size: number) => {
      const b = Buffer.alloc(size);
      b.writeUInt32LE(signature, 0);
      return b;
    };
    const local = header(0x04034b50, 30);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(p.crc >>> 0, 14);
    local.writeUInt32LE(p.deflated.length, 18);
    local.writeUInt32LE(p.size, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = header(0x02014b50, 46);
    entry.writeUInt16LE(20, 4); // made by
    entry.writeUInt16LE(20, 6); // version needed
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(p.crc >>> 0, 16);
    entry.writeUInt32LE(p.deflated.length, 20);
    entry.writeUInt32LE(p.size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, p.deflated);
    central.push(entry, name);
    offset += local.length + name.length + p.deflated.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
