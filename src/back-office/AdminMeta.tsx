import { PageMeta } from "../app/PageMeta.js";
import { messages } from "../shared/messages/catalogue.js";

/** A back-office screen's title; never indexed (no /admin path is in the route table: src/app/ssr/render-document.ts). */
export function AdminMeta({ title }: { title: string }) {
  return <PageMeta title={messages.adminArea.metaTitle(title)} description={messages.adminArea.metaDescription} />;
}
