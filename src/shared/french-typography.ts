/** U+202F, the space French typography puts before « ; ! ? », inside « », and between digits. */
const narrow = "\u202f";
/** U+00A0, the wider no-break space French typography puts before « : ». */
const noBreak = "\u00a0";

/** The spaces of French punctuation in a run of text (no markup in it). */
function spaceText(text: string): string {
  return (
    text
      // A breaking space before « ; ! ? » becomes a narrow no-break space; so does none between a word and « ! ? »
      // when a space or the end follows ("?q=" in an address stays). A semicolon glued to a word is left alone:
      // it is code more often than prose ("text/plain; charset=utf-8", "&amp;").
      .replace(/[ \t]+([;!?])/g, `${narrow}$1`)
      .replace(/(\p{L})([!?])(?=[\s»)]|$)/gu, `$1${narrow}$2`)
      // Before « : », a no-break space of a word's width; a colon written without a space is left alone, as it
      // may well be technical ("Content-Type: application/json").
      .replace(/[ \t]+:/g, `${noBreak}:`)
      // Inside the guillemets, unless a no-break space already stands there.
      .replace(/«(?:[ \t]+|(?![\u00a0\u202f]))/g, `«${narrow}`)
      .replace(/(?:[ \t]+|(?<![\u00a0\u202f]))»/g, `${narrow}»`)
  );
}

/** Elements whose text is code, not prose. */
const verbatim = /^<(code|pre|script|style|textarea)\b/i;

/**
 * French typography's spaces (docs/0058-french-typography.md), for text or HTML: applied at build time to the
 * content and to the mails as they are written, and checked on every prerendered page and on the catalogue.
 * In HTML, only the text between tags changes: tags, attributes, entities and the inside of `<code>`, `<pre>`,
 * `<script>`, `<style>` stay as they are.
 */
export function frenchTypography(textOrHtml: string): string {
  let inside: string | null = null;
  return textOrHtml
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith("<")) {
        const opening = verbatim.exec(part);
        if (opening && !inside) inside = (opening[1] ?? "").toLowerCase();
        else if (inside && part.toLowerCase().startsWith(`</${inside}`)) inside = null;
        return part;
      }
      return inside ? part : spaceText(part);
    })
    .join("");
}

/**
 * Where a text breaks French typography's spaces: a breaking space before « : ; ! ? » or inside « », or none
 * between a word and « ! ? ». Each fault with the words before it, for a test to name.
 */
export function typographyFaults(text: string): string[] {
  return [...text.matchAll(/.{0,30}(?:\s(?<![\u00a0\u202f])[:;!?»]|«\s(?<![\u00a0\u202f])|\p{L}[!?](?=\s|$))/gsu)].map(
    (match) => match[0].replace(/\s+/g, " ").trim(),
  );
}
