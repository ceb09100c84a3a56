/**
 * The client key every account has (priority assistance): "NVD-" and four groups of four characters
 * from Crockford's base32 alphabet (no I, L, O, U: nothing to misread), 80 random bits.
 */
export const CLIENT_KEY_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const PREFIX = "NVD";
const GROUPS = 4;
const GROUP_LENGTH = 4;
export const CLIENT_KEY_EXAMPLE = "NVD-7K3F-Q9XM-2RTB-H4WD";

/** The key as stored and shown, from its 16 characters. */
export function formatClientKey(characters: string): string {
  const groups = characters.match(new RegExp(`.{${GROUP_LENGTH}}`, "g")) ?? [];
  return [PREFIX, ...groups].join("-");
}

/**
 * What a visitor typed, in the stored form, or null when it cannot be a key. Forgiving as Crockford
 * intends: any case, spaces or dashes anywhere, O read as 0 and I or L as 1, the prefix optional.
 */
export function normalizeClientKey(input: string): string | null {
  let characters = input.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
  if (characters.length === GROUPS * GROUP_LENGTH + PREFIX.length && characters.startsWith(PREFIX)) {
    characters = characters.slice(PREFIX.length);
  }
  if (characters.length !== GROUPS * GROUP_LENGTH) return null;
  for (const character of characters) if (!CLIENT_KEY_ALPHABET.includes(character)) return null;
  return formatClientKey(characters);
}
