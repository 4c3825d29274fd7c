/**
 * An answer's JSON, written piece by piece as UTF-8 up to a budget of bytes (README › Limits). A batch
 * writes each result as it is priced, so an answer that would pass the budget is refused when it
 * reaches it, never built whole: one request's memory, and most of its CPU, is bounded whatever it
 * asks for. The pieces are bytes, not strings, because JSON.stringify of an answer makes a two-byte
 * string (the source cells' "›"): twice the bytes sent.
 */

const encoder = new TextEncoder();

/** `text` in UTF-8 (typed as what it is: a fresh ArrayBuffer, never a shared one). */
export const utf8 = (text: string): Uint8Array<ArrayBuffer> => encoder.encode(text) as Uint8Array<ArrayBuffer>;

export class BoundedJson {
  readonly limit: number;
  private readonly pieces: Uint8Array<ArrayBuffer>[] = [];
  private size = 0;

  constructor(limit: number) {
    this.limit = limit;
  }

  /** Appends `text`; false, appending nothing, when that would pass the limit. */
  add(text: string): boolean {
    // Each UTF-16 code unit is at least one UTF-8 byte: a text longer than the room left is not encoded.
    if (this.size + text.length > this.limit) return false;
    const bytes = utf8(text);
    if (this.size + bytes.byteLength > this.limit) return false;
    this.pieces.push(bytes);
    this.size += bytes.byteLength;
    return true;
  }

  /** Everything appended, as one array. */
  bytes(): Uint8Array<ArrayBuffer> {
    if (this.pieces.length === 1) return this.pieces[0]!;
    const out = new Uint8Array(this.size);
    let offset = 0;
    for (const piece of this.pieces) {
      out.set(piece, offset);
      offset += piece.byteLength;
    }
    return out;
  }
}
