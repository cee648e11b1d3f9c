/**
 * Gives a font (TrueType/OpenType, `sfnt`) new names. HarfBuzz's instancer (subset-font) pins a variable font's
 * weight but keeps the names of its default instance, so DM Sans pinned at 400 and at 700 are both
 * "DMSans9pt-Regular"; the PDF library tells fonts apart by that name (its PostScript name) and would embed the
 * bold one again for every run of bold text, and a reader's font list would call it Regular. HarfBuzz's own
 * renaming call is not in the WebAssembly build subset-font uses, hence this: a new `name` table (OpenType spec,
 * "name — Naming Table", format 0), the table directory rebuilt around it and the checksums recomputed.
 */

/** The names a static instance should carry. */
export interface FontNames {
  /** Family, e.g. `DM Sans` (name ID 1). */
  family: string;
  /** Style within the family, e.g. `Bold` (name ID 2). */
  style: string;
  /** PostScript name, e.g. `DMSans-Bold` (name ID 6): letters, digits and hyphens only. */
  postscriptName: string;
}

/** Name IDs this sets, and those that would contradict them (unique ID, typographic family and style, variable PS prefix). */
const REPLACED = new Set([1, 2, 3, 4, 6, 16, 17, 21, 22, 25]);
const WINDOWS = { platform: 3, encoding: 1, language: 0x409 } as const;

interface NameRecord {
  platform: number;
  encoding: number;
  language: number;
  nameId: number;
  bytes: Uint8Array;
}

interface Table {
  tag: string;
  data: Uint8Array;
}

function utf16be(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length * 2);
  const view = new DataView(bytes.buffer);
  for (let index = 0; index < text.length; index++) view.setUint16(index * 2, text.charCodeAt(index));
  return bytes;
}

function readTables(font: Uint8Array): { version: number; tables: Table[] } {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const version = view.getUint32(0);
  if (version !== 0x00010000 && version !== 0x4f54544f) {
    throw new Error('not a TrueType or OpenType font (convert WOFF/WOFF2 to sfnt first)');
  }
  const tables: Table[] = [];
  for (let index = 0; index < view.getUint16(4); index++) {
    const record = 12 + index * 16;
    const tag = String.fromCharCode(...font.subarray(record, record + 4));
    const offset = view.getUint32(record + 8);
    tables.push({ tag, data: font.slice(offset, offset + view.getUint32(record + 12)) });
  }
  return { version, tables };
}

function readNames(table: Uint8Array): NameRecord[] {
  const view = new DataView(table.buffer, table.byteOffset, table.byteLength);
  const storage = view.getUint16(4);
  return Array.from({ length: view.getUint16(2) }, (_, index) => {
    const at = 6 + index * 12;
    const start = storage + view.getUint16(at + 10);
    return {
      platform: view.getUint16(at),
      encoding: view.getUint16(at + 2),
      language: view.getUint16(at + 4),
      nameId: view.getUint16(at + 6),
      bytes: table.slice(start, start + view.getUint16(at + 8)),
    };
  });
}

function writeNames(records: NameRecord[]): Uint8Array {
  const sorted = [...records].sort(
    (a, b) => a.platform - b.platform || a.encoding - b.encoding || a.language - b.language || a.nameId - b.nameId,
  );
  const storage = 6 + sorted.length * 12;
  const size = storage + sorted.reduce((sum, record) => sum + record.bytes.length, 0);
  const table = new Uint8Array(size);
  const view = new DataView(table.buffer);
  view.setUint16(2, sorted.length);
  view.setUint16(4, storage);
  let offset = 0;
  sorted.forEach((record, index) => {
    const at = 6 + index * 12;
    [record.platform, record.encoding, record.language, record.nameId, record.bytes.length, offset].forEach(
      (value, field) => view.setUint16(at + field * 2, value),
    );
    table.set(record.bytes, storage + offset);
    offset += record.bytes.length;
  });
  return table;
}

/** The OpenType checksum: the sum of the data as big-endian 32-bit words, zero-padded. */
function checksum(data: Uint8Array): number {
  const padded = new Uint8Array(Math.ceil(data.length / 4) * 4);
  padded.set(data);
  const view = new DataView(padded.buffer);
  let sum = 0;
  for (let at = 0; at < padded.length; at += 4) sum = (sum + view.getUint32(at)) >>> 0;
  return sum;
}

function writeFont(version: number, tables: Table[]): Uint8Array {
  const sorted = [...tables].sort((a, b) => (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0));
  const head = 12 + sorted.length * 16;
  const padded = (length: number) => Math.ceil(length / 4) * 4;
  const size = sorted.reduce((sum, table) => sum + padded(table.data.length), head);
  const font = new Uint8Array(size);
  const view = new DataView(font.buffer);
  const power = 2 ** Math.floor(Math.log2(sorted.length));
  view.setUint32(0, version);
  view.setUint16(4, sorted.length);
  view.setUint16(6, power * 16);
  view.setUint16(8, Math.log2(power));
  view.setUint16(10, sorted.length * 16 - power * 16);
  let offset = head;
  let headOffset = -1;
  sorted.forEach((table, index) => {
    const record = 12 + index * 16;
    // The head table's checksum is taken with its checkSumAdjustment at zero.
    if (table.tag === 'head') new DataView(table.data.buffer, table.data.byteOffset).setUint32(8, 0);
    font.set(
      [...table.tag].map((character) => character.charCodeAt(0)),
      record,
    );
    view.setUint32(record + 4, checksum(table.data));
    view.setUint32(record + 8, offset);
    view.setUint32(record + 12, table.data.length);
    font.set(table.data, offset);
    if (table.tag === 'head') headOffset = offset;
    offset += padded(table.data.length);
  });
  if (headOffset >= 0) view.setUint32(headOffset + 8, (0xb1b0afba - checksum(font)) >>> 0);
  return font;
}

/** The font with its family, style, full and PostScript names replaced (Windows English names). */
export function renameFont(font: Uint8Array, names: FontNames): Uint8Array {
  if (!/^[A-Za-z0-9-]{1,63}$/.test(names.postscriptName)) {
    throw new Error(`"${names.postscriptName}" is not a PostScript name (letters, digits and hyphens, at most 63)`);
  }
  const { version, tables } = readTables(font);
  const name = tables.find((table) => table.tag === 'name');
  const kept = name ? readNames(name.data).filter((record) => !REPLACED.has(record.nameId)) : [];
  const given: [number, string][] = [
    [1, names.family],
    [2, names.style],
    [3, names.postscriptName],
    [4, `${names.family} ${names.style}`],
    [6, names.postscriptName],
  ];
  const records = [...kept, ...given.map(([nameId, text]) => ({ ...WINDOWS, nameId, bytes: utf16be(text) }))];
  const others = tables.filter((table) => table.tag !== 'name');
  return writeFont(version, [...others, { tag: 'name', data: writeNames(records) }]);
}
