import { messages } from "../../../shared/messages/catalogue.js";
import { Container } from "../../../ui/Container.js";
import { newsArticles } from "../../blog/articles.js";
import { NewsAccordion } from "./NewsAccordion.js";
import { NewsCarousel } from "./NewsCarousel.js";

/** The news: an accordion on wide screens, a swipe carousel below 768 px (both in the HTML, CSS picks one). */
export function NewsSection() {
  return (
    <section aria-labelledby="news-title" className="bg-slate-50 py-20 sm:py-24">
      <Container>
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
            {messages.home.newsEyebrowCaption}
          </p>
          <h2 id="news-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {messages.home.newsHeading}
          </h2>
        </div>
        <div className="mt-10">
          <NewsAccordion items={newsArticles} />
          <NewsCarousel items={newsArticles} />
        </div>
      </Container>
    </section>
  );
}
