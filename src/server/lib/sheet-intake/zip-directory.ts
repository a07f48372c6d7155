/**
 * Reads a zip's central directory (the index at the end of the file) without inflating
 * anything, so an xlsx is judged by what it claims before a byte of it is unpacked.
 * The claims are checked again while inflating (zip-entry.ts): a member that inflates
 * beyond its declared size is refused there.
 */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflate; anything else is not an xlsx we read. */
  method: number;
  encrypted: boolean;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

export class ZipFormatError extends Error {}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
/** An xlsx has a few dozen members; thousands means something else (or an attack). */
const MAX_ENTRIES = 10_000;

function findEndOfCentralDirectory(data: Buffer): number {
  // The record is 22 bytes plus a comment of up to 65,535 bytes, at the very end.
  const stop = Math.max(0, data.length - 22 - 0xffff);
  for (let i = data.length - 22; i >= stop; i--) {
    if (data.readUInt32LE(i) === EOCD_SIGNATURE) return i;
  }
  throw new ZipFormatError('no end of central directory');
}

export function readZipDirectory(data: Buffer): ZipEntry[] {
  if (data.length < 22) throw new ZipFormatError('too short');
  const eocd = findEndOfCentralDirectory(data);
  const count = data.readUInt16LE(eocd + 10);
  const size = data.readUInt32LE(eocd + 12);
  const offset = data.readUInt32LE(eocd + 16);
  // Zip64 markers: no spreadsheet within our caps needs them.
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) throw new ZipFormatError('zip64');
  if (count > MAX_ENTRIES || offset + size > eocd) throw new ZipFormatError('bad directory');

  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > eocd || data.readUInt32LE(at) !== CENTRAL_SIGNATURE) throw new ZipFormatError('bad entry');
    const flags = data.readUInt16LE(at + 8);
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    const entry: ZipEntry = {
      name: data.toString('utf8', at + 46, at + 46 + nameLength),
      method: data.readUInt16LE(at + 10),
      encrypted: (flags & 1) === 1,
      compressedSize: data.readUInt32LE(at + 20),
      uncompressedSize: data.readUInt32LE(at + 24),
      localHeaderOffset: data.readUInt32LE(at + 42),
    };
    if (entry.compressedSize === 0xffffffff || entry.uncompressedSize === 0xffffffff) throw new ZipFormatError('zip64');
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Where a member's compressed bytes start and end inside the file. */
export function entryData(data: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localHeaderOffset;
  if (at + 30 > data.length || data.readUInt32LE(at) !== 0x04034b50) throw new ZipFormatError('bad local header');
  const start = at + 30 + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  if (end > data.length) throw new ZipFormatError('member beyond the end of the file');
  return data.subarray(start, end);
}

export interface UnpackCaps {
  /** Sum of the members' declared sizes. */
  maxUnpackedBytes: number;
  /** Declared size ÷ compressed size of one member (members under 1 MB are not judged). */
  maxRatio: number;
}

export type UnpackVerdict = { ok: true } | { ok: false; reason: 'unpacked' | 'ratio' };

const RATIO_FLOOR_BYTES = 1_000_000;

/** Refuses a zip bomb by its directory: too much in total, or a member that swells too much. */
export function judgeUnpackedSize(entries: ZipEntry[], caps: UnpackCaps): UnpackVerdict {
  let total = 0;
  for (const e of entries) {
    total += e.uncompressedSize;
    if (total > caps.maxUnpackedBytes) return { ok: false, reason: 'unpacked' };
    if (e.uncompressedSize > RATIO_FLOOR_BYTES && e.uncompressedSize > caps.maxRatio * Math.max(1, e.compressedSize)) {
      return { ok: false, reason: 'ratio' };
    }
  }
  return { ok: true };
}
