/**
 * Int32 arrays as stored in an artifact: little-endian bytes. A reader on a little-endian machine
 * (every Workers host) reads them where they lie when they are 4-byte aligned, else copies them once.
 */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

export function int32Bytes(values: Int32Array): Uint8Array {
  const bytes = new Uint8Array(values.length * 4);
  const view = new DataView(bytes.buffer);
  values.forEach((value, i) => {
    view.setInt32(i * 4, value, true);
  });
  return bytes;
}

/** The Int32 array stored in `bytes`, or null when its length is not a multiple of 4. */
export function int32Of(bytes: Uint8Array): Int32Array | null {
  if (bytes.byteLength % 4 !== 0) return null;
  const count = bytes.byteLength / 4;
  if (LITTLE_ENDIAN)
    return bytes.byteOffset % 4 === 0
      ? new Int32Array(bytes.buffer, bytes.byteOffset, count)
      : new Int32Array(new Uint8Array(bytes).buffer); // a copy (a Node Buffer's slice would be a view of its pool)
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return Int32Array.from({ length: count }, (_, i) => view.getInt32(i * 4, true));
}
