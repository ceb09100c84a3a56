/**
 * The names in a Compound File Binary's directory (MS-CFB: the container of .doc, .xls, .msg...): what
 * tells a Word 97–2003 document (a "WordDocument" stream) from any other CFB file. Reads the header, the
 * FAT sectors it lists and the directory chain; null when the bytes are not a well-formed CFB. Not the `cfb`
 * package: it reads every stream, and a crafted upload of 2.5 KB sends it into an endless loop that exhausts
 * the memory (docs/0044-server-libraries.md; cfb-directory.test.ts holds this reader to its names).
 */
const SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const HEADER_DIFAT_ENTRIES = 109;
const DIRECTORY_ENTRY_SIZE = 128;
/** Sector numbers from MAXREGSECT + 1 on are markers (end of chain, free, FAT...). */
const MAX_REGULAR_SECTOR = 0xfffffffa;

export function cfbDirectoryNames(bytes: Uint8Array): string[] | null {
  if (bytes.length < 512 || !SIGNATURE.every((byte, index) => bytes[index] === byte)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const sectorShift = view.getUint16(0x1e, true);
  if (sectorShift !== 9 && sectorShift !== 12) return null;
  const sectorSize = 1 << sectorShift;
  const sectorOffset = (sector: number) => {
    const offset = (sector + 1) * sectorSize;
    return offset + sectorSize <= bytes.length ? offset : null;
  };

  // The FAT, from the sectors the header lists (enough for files of several megabytes).
  const fat: number[] = [];
  const fatSectors = Math.min(view.getUint32(0x2c, true), HEADER_DIFAT_ENTRIES);
  for (let index = 0; index < fatSectors; index++) {
    const offset = sectorOffset(view.getUint32(0x4c + index * 4, true));
    if (offset === null) return null;
    for (let at = offset; at < offset + sectorSize; at += 4) fat.push(view.getUint32(at, true));
  }

  const names: string[] = [];
  const visited = new Set<number>();
  for (let sector = view.getUint32(0x30, true); sector <= MAX_REGULAR_SECTOR; sector = fat[sector] ?? 0xfffffffe) {
    const offset = sectorOffset(sector);
    if (offset === null || visited.has(sector)) return null;
    visited.add(sector);
    for (let entry = offset; entry < offset + sectorSize; entry += DIRECTORY_ENTRY_SIZE) {
      const nameBytes = view.getUint16(entry + 0x40, true);
      const objectType = bytes[entry + 0x42];
      if (objectType === 0 || nameBytes < 2 || nameBytes > 64) continue;
      names.push(Buffer.from(bytes.subarray(entry, entry + nameBytes - 2)).toString("utf16le"));
    }
  }
  return names;
}
