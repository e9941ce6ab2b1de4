import { inflateSync } from 'node:zlib';

// WOFF 1.0 (https://www.w3.org/TR/WOFF/) is an OpenType font whose tables are zlib-compressed one
// by one. fontkit reads WOFF, but inflates a table in JavaScript on every read of it, which made a
// one-page PDF take seconds; unpacked once here with Node's zlib, the font is a plain TrueType file.

const HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_ENTRY = 16;

const pad4 = (n: number) => (n + 3) & ~3;

/** The TrueType/OpenType bytes inside a WOFF 1.0 file. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = HEADER + i * WOFF_ENTRY;
    const [offset, compressed, length] = [4, 8, 12].map((d) => woff.readUInt32BE(at + d)) as [
      number,
      number,
      number,
    ];
    const raw = woff.subarray(offset, offset + compressed);
    const data = compressed < length ? inflateSync(raw) : raw;
    if (data.length !== length) throw new Error('WOFF table of the wrong length');
    return { tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data };
  });

  const power = 2 ** Math.floor(Math.log2(count));
  const head = Buffer.alloc(12 + count * SFNT_ENTRY);
  head.writeUInt32BE(flavor, 0);
  head.writeUInt16BE(count, 4);
  head.writeUInt16BE(power * 16, 6);
  head.writeUInt16BE(Math.log2(power), 8);
  head.writeUInt16BE(count * 16 - power * 16, 10);
  let offset = head.length;
  const bodies: Buffer[] = [];
  tables.forEach((table, i) => {
    const at = 12 + i * SFNT_ENTRY;
    head.writeUInt32BE(table.tag, at);
    head.writeUInt32BE(table.checksum, at + 4);
    head.writeUInt32BE(offset, at + 8);
    head.writeUInt32BE(table.data.length, at + 12);
    const body = Buffer.alloc(pad4(table.data.length));
    table.data.copy(body);
    bodies.push(body);
    offset += body.length;
  });
  return Buffer.concat([head, ...bodies]);
}
