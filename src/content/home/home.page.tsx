import { PageMeta } from "../../app/PageMeta.js";
import { messages } from "../../shared/messages/catalogue.js";
import { brand } from "../../shared/site/brand.js";
import { Container } from "../../ui/Container.js";
import { PromoBanners } from "../../ui/PromoBanners.js";
import { staticIsland } from "../../ui/static-island.js";
import { HomeHero } from "./hero/HomeHero.js";
import { HorizonSection } from "./horizon/HorizonSection.js";
import { NewsSection } from "./news/NewsSection.js";
import { ExpertisePillars } from "./pillars/ExpertisePillars.js";

// Text and a picture: nothing in it reacts, so the home page ships neither its code nor the leaders' data.
const CeoQuote = staticIsland("ceo-quote", () =>
  import("./CeoQuote.js").then(({ CeoQuote }) => ({ default: CeoQuote })),
);

// Drawn wordmarks and links, the same as on /realisations: static too, so not the case studies' data either.
const ClientLogos = staticIsland("client-logos", () =>
  import("../case-studies/ClientLogoWall.js").then(({ ClientLogoWall }) => ({
    default: () => <ClientLogoWall linked />,
  })),
);

export default function HomePage() {
  return (
    <>
      <PageMeta title={brand.name} description={messages.home.pageDescription} />
      <HomeHero />
      <ClientLogos />
      <CeoQuote />
      <NewsSection />
      <HorizonSection />
      <ExpertisePillars />
      <section aria-labelledby="promotions-title" className="bg-slate-50 py-20 sm:py-24">
        <Container>
          <h2 id="promotions-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {messages.blog.promotionsHeading}
          </h2>
          <div className="mt-10">
            <PromoBanners />
          </div>
        </Container>
      </section>
    </>
  );
}
