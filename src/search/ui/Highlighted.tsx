import { highlightParts } from "../highlight.js";

/** A result's text with the words the search matched in <mark>. */
export function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {highlightParts(text, terms).map((part, index) =>
        part.matched ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered.
          <mark key={index} className="rounded-sm bg-amber-100 px-0.5 text-inherit">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
