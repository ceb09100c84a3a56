/**
 * How a French word is compared in the site search (docs/0020): the same function reads the content at
 * build time and each word a visitor types, so « Sécurité », « securite » and « SÉCURITÉS » meet.
 */

/** Words that occur everywhere and name nothing: matching on them would only add noise. */
const stopWords = new Set([
  "au",
  "aux",
  "avec",
  "ce",
  "ces",
  "dans",
  "de",
  "des",
  "du",
  "en",
  "et",
  "la",
  "le",
  "les",
  "leur",
  "ou",
  "par",
  "pour",
  "sur",
  "un",
  "une",
  "vos",
  "votre",
]);

/** Lower case, without accents (NFD then the combining marks dropped), ligatures spelled out. */
export function foldCase(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae");
}

/**
 * A light stem, enough for plurals: « journaux » → « journal », « applications » → « application »,
 * « prix » stays (four letters: too short to tell). A real stemmer (Snowball) would also
 * merge verbs and adjectives, but it maps « gestion » and « geste » together; titles are short, plurals matter most.
 */
function stem(word: string): string {
  if (word.length > 5 && word.endsWith("aux")) return `${word.slice(0, -3)}al`;
  if (word.length > 4 && /[^s][sx]$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The form a word is indexed and searched under, or null for a word not worth indexing. */
export function searchTerm(word: string): string | null {
  const folded = foldCase(word);
  if (folded.length < 2 || stopWords.has(folded)) return null;
  return stem(folded);
}
