import { messages } from "../../shared/messages/catalogue.js";
import { isPendingTranslation } from "./bilingual-collection.js";

/**
 * A document of either language, and what an English legal page carries and a French one never does:
 * `frenchTextBinding` (docs/0063). Read through this narrow shape so that the pages keep the French document
 * types, which the English build's documents fill at run time.
 */
type TranslationMarkers = Parameters<typeof isPendingTranslation>[0] & { frenchTextBinding?: boolean };

/**
 * On an English page, the notice that it is not translated yet, or that its English is a translation and only
 * the French text binds, with a link to the French page. A plain `<a>`, not a wouter Link: the English build
 * would give a Link's address its English form, and this one must stay French. Nothing on a French page.
 */
export function TranslationNotice({ document, frenchPath }: { document: TranslationMarkers; frenchPath: string }) {
  const notice = isPendingTranslation(document)
    ? messages.common.translationPendingNotice
    : document.frenchTextBinding
      ? messages.common.frenchTextBindingNotice
      : null;
  if (notice === null) return null;
  return (
    <p
      role="note"
      data-testid="translation-notice"
      className="mt-6 rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200"
    >
      {notice}{" "}
      <a href={frenchPath} hrefLang="fr" lang="fr" className="font-semibold underline underline-offset-2">
        {messages.common.frenchVersionLink}
      </a>
    </p>
  );
}
