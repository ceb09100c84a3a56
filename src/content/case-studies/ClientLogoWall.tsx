import { Container } from "../../ui/Container.js";
import { caseStudies } from "../case-study-catalogue.js";
import { ClientWordmark } from "./ClientWordmark.js";

/** The clients whose projects are told on /realisations, as wordmarks. */
export function ClientLogoWall() {
  return (
    <Container as="section" aria-labelledby="clients-title" className="py-16">
      <h2 id="clients-title" className="text-center text-sm font-semibold uppercase tracking-widest text-slate-600">
        Ils nous ont confié leur projet
      </h2>
      <ul className="mt-8 grid grid-cols-2 items-center gap-x-8 gap-y-6 sm:grid-cols-3 lg:grid-cols-5">
        {caseStudies.map((study, index) => (
          <li key={study.id} className="flex justify-center">
            <ClientWordmark client={study.client} index={index} />
          </li>
        ))}
      </ul>
    </Container>
  );
}
