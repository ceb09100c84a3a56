import { unzipSync } from "fflate";

/** A CV of 5 MB has no business expanding past this: the bomb probed was 1.5 MB inflating to 1.5 GB. */
export const ZIP_MAX_UNCOMPRESSED_BYTES = 50 * 1024 * 1024;
/** Text compresses 5 to 20 times, images not at all; 100 times is a run of one byte, a bomb's filling. */
export const ZIP_MAX_RATIO = 100;
/** Small parts may compress well past the ratio ([Content_Types].xml, empty styles): nothing to fear there. */
const RATIO_FLOOR_BYTES = 1024 * 1024;
/** A DOCX has tens of parts; a directory announcing thousands is a bomb of another kind, or garbage. */
const MAX_ENTRIES = 10_000;

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

class RefusedZip extends Error {}

/**
 * Whether a zip (an Office Open XML document) declares, in its central directory, more than 50 MB
 * uncompressed in all, or a part over 1 MB that expands more than 100 times. Reads the directory with fflate,
 * whose filter sees each entry's sizes before any inflation; refusing every entry inflates none. Declared
 * sizes are what a later reader (an editor, an indexer, the team's computer) allocates or trusts; nothing
 * here inflates. Anything not a zip: false. A directory that cannot be read: true.
 */
export function zipDeclaresTooMuch(bytes: Uint8Array): boolean {
  if (!ZIP_SIGNATURE.every((byte, index) => bytes[index] === byte)) return false;
  let total = 0;
  let entries = 0;
  try {
    unzipSync(bytes, {
      filter({ size, originalSize }) {
        total += originalSize;
        entries += 1;
        const ratioTooHigh = originalSize >= RATIO_FLOOR_BYTES && originalSize > size * ZIP_MAX_RATIO;
        if (total > ZIP_MAX_UNCOMPRESSED_BYTES || ratioTooHigh || entries > MAX_ENTRIES) throw new RefusedZip();
        return false;
      },
    });
    return false;
  } catch {
    return true;
  }
}
