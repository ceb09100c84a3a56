import { PageMeta } from "../../app/page-meta.js";
import { PromoBanners } from "../../ui/PromoBanners.js";

/** /blog shows the promotional banner block (spec §2), under a hero of its own. */
export default function BlogPage() {
  return (
    <>
      <PageMeta title="Blog" description="Défis, programmes et nouveautés : les temps forts de Novadis." />
      <section className="on-dark -mt-header bg-night pt-header text-white">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24">
          <p className="text-sm font-semibold tracking-wider text-sky-300 uppercase">Blog</p>
          <h1 className="mt-2 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">Les temps forts de Novadis</h1>
          <p className="mt-5 max-w-2xl text-lg text-brand-100">
            Défis, programmes Horizon 2030 et rendez-vous à ne pas manquer.
          </p>
        </div>
      </section>
      <section aria-label="À la une" className="bg-slate-50 py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <PromoBanners headingLevel={2} />
        </div>
      </section>
    </>
  );
}
