import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { messages } from "../../shared/messages/catalogue.js";
import { TranslationNotice } from "./TranslationNotice.js";

/** The notice's HTML, its apostrophes as written (React escapes them). */
const notice = (document: Parameters<typeof TranslationNotice>[0]["document"], frenchPath: string) =>
  renderToString(<TranslationNotice document={document} frenchPath={frenchPath} />).replaceAll("&#x27;", "'");

/** The link to the French page, as the notice writes it: a plain link the English build leaves French. */
const frenchLink = (path: string) => `<a href="${path}" hrefLang="fr" lang="fr"`;

describe("TranslationNotice", () => {
  it("says that a pending English article is not translated yet and links to its French page", () => {
    const html = notice(
      { id: "concevoir-une-api-durable", locale: "en", translation: "pending" },
      "/blog/concevoir-une-api-durable",
    );
    expect(html).toContain(messages.common.translationPendingNotice);
    expect(html).toContain(frenchLink("/blog/concevoir-une-api-durable"));
  });

  it("says on an English legal page that only the French text binds, and links to it", () => {
    const html = notice({ id: "mentions-legales", locale: "en", frenchTextBinding: true }, "/legal/mentions-legales");
    expect(html).toContain(messages.common.frenchTextBindingNotice);
    expect(html).not.toContain(messages.common.translationPendingNotice);
    expect(html).toContain(frenchLink("/legal/mentions-legales"));
  });

  it("shows nothing on a French page, nor on a translated English article", () => {
    expect(notice({ id: "concevoir-une-api-durable", locale: "fr" }, "/blog/concevoir-une-api-durable")).toBe("");
    expect(notice({ id: "mentions-legales", locale: "fr" }, "/legal/mentions-legales")).toBe("");
    expect(notice({ id: "evenement-lyon-digital-days", locale: "en" }, "/blog/evenement-lyon-digital-days")).toBe("");
  });
});
