import { Link } from "wouter";
import { PageMeta } from "../../app/page-meta.js";
import { brand } from "../../site/brand.js";

export default function HomePage() {
  return (
    <section className="bg-brand-950 px-4 py-24 text-white">
      <PageMeta
        title={brand.name}
        description="Développement web et mobile, design, back-end, cloud, cybersécurité, IA et intégration : une équipe française au service de vos projets."
      />
      <div className="mx-auto max-w-6xl">
        <h1 className="text-4xl font-bold sm:text-5xl">{brand.tagline}</h1>
        <p className="mt-6 max-w-2xl text-lg text-brand-100">
          Développement web et mobile, design, architecture back-end, cloud, cybersécurité, intelligence artificielle et
          intégration : sept pôles d'expertise pour construire l'avenir de votre entreprise.
        </p>
        <Link
          href="/start-scale"
          className="mt-10 inline-block rounded-full bg-white px-6 py-3 font-semibold text-brand-950 hover:bg-brand-100"
        >
          Découvrir nos offres Start &amp; Scale
        </Link>
      </div>
    </section>
  );
}
