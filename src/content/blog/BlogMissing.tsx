import { Link } from "wouter";
import { PageMeta } from "../../app/PageMeta.js";
import { messages } from "../../shared/messages/catalogue.js";
import { Container } from "../../ui/Container.js";

/** An address under /blog that names no article or page: the server answers it with a 404. */
export function BlogMissing({ title, text }: { title: string; text: string }) {
  return (
    <Container as="section" className="pt-28 pb-24 text-center sm:pt-36">
      <PageMeta title={title} description={text} />
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-4 text-slate-600">{text}</p>
      <Link href="/blog" className="mt-8 inline-block font-semibold text-brand-700 hover:text-brand-900">
        {messages.blog.latestArticlesLink}
      </Link>
    </Container>
  );
}
