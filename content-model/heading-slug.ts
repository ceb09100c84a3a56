/**
 * Heading anchors for long MDX documents (legal pages): one slug function used both for the
 * table of contents, read from the raw MDX, and for the ids put on the rendered <h2> elements,
 * so that every entry of the table links to its heading.
 */

/** Letters that Unicode decomposition does not split into a base letter plus an accent. */
const LIGATURES: Record<string, string> = { œ: "oe", æ: "ae", ß: "ss", ø: "o", đ: "d", ł: "l" };

/**
 * "Conditions générales d'utilisation" → "conditions-generales-d-utilisation";
 * "1. Produits et services" → "1-produits-et-services". Lowercase, accents removed,
 * every run of other characters collapsed to one "-", no "-" at either end.
 */
export function headingSlug(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[œæßøđł]/g, (letter) => LIGATURES[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * Slugs for headings in document order. A repeated slug gets "-2", "-3"… so ids stay unique;
 * both the table of contents and the HTML go through this, in the same order.
 */
export function uniqueHeadingSlugs(texts: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return texts.map((text) => {
    const base = headingSlug(text) || "section";
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  });
}

export type TocEntry = { id: string; title: string };

/** The visible text of a markdown heading: links keep their text, emphasis and code marks go. */
function markdownHeadingText(source: string): string {
  return source
    .replace(/\s+#+\s*$/, "") // closing hashes: "## Titre ##"
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`]/g, "")
    .replace(/\\(.)/g, "$1")
    .trim();
}

/** One entry per level-2 ("## ") heading of the raw MDX body, skipping fenced code blocks. */
export function tocFromMarkdown(raw: string): TocEntry[] {
  const titles: string[] = [];
  let fence: string | undefined;
  for (const line of raw.split(/\r?\n/)) {
    const fenceMark = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fenceMark) {
      if (fence === undefined) fence = fenceMark[0];
      else if (fenceMark[0] === fence) fence = undefined;
      continue;
    }
    if (fence !== undefined) continue;
    const heading = /^\s{0,3}##[ \t]+(.+)$/.exec(line);
    if (heading?.[1]) titles.push(markdownHeadingText(heading[1]));
  }
  const ids = uniqueHeadingSlugs(titles);
  return titles.map((title, index) => ({ id: ids[index] ?? headingSlug(title), title }));
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The text of an HTML fragment as a reader sees it: tags removed, entities decoded. */
function htmlText(fragment: string): string {
  return fragment
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === "#") {
        const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) ? String.fromCodePoint(code) : entity;
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .trim();
}

/**
 * Puts id="<slug>" on every <h2> of rendered HTML (an <h2> that already has an id keeps it),
 * the slug being computed from the heading's text exactly as tocFromMarkdown does.
 */
export function addHeadingIds(html: string): string {
  const headings = [...html.matchAll(/<h2(\s[^>]*)?>([\s\S]*?)<\/h2>/g)];
  const ids = uniqueHeadingSlugs(headings.map((match) => htmlText(match[2] ?? "")));
  let index = 0;
  return html.replace(/<h2(\s[^>]*)?>([\s\S]*?)<\/h2>/g, (whole, attributes: string | undefined, inner: string) => {
    const id = ids[index++];
    if (!id || (attributes && /\sid\s*=/.test(attributes))) return whole;
    return `<h2 id="${id}"${attributes ?? ""}>${inner}</h2>`;
  });
}
