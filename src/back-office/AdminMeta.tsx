import { PageMeta } from "../app/PageMeta.js";

/** A back-office screen's title; never indexed (no /admin path is in the route table: src/app/ssr/render-document.ts). */
export function AdminMeta({ title }: { title: string }) {
  return <PageMeta title={`${title} – back-office`} description="Le back-office de l'équipe Novadis." />;
}
