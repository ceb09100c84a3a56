import { useLocation } from "wouter";
import { hasInSiteHistory } from "../../app/in-site-history.js";
import { PageMeta } from "../../app/PageMeta.js";
import { messages } from "../../shared/messages/catalogue.js";
import { Container } from "../../ui/Container.js";
import { Icon } from "../../ui/icons.js";

/** Shown for any path outside the route table; the server sends it with status 404. */
export default function NotFoundPage() {
  const [, navigate] = useLocation();
  function goBack() {
    if (hasInSiteHistory()) window.history.back();
    else navigate("/");
  }
  return (
    <section className="relative isolate overflow-hidden">
      <PageMeta title={messages.notFound.pageTitle} description={messages.notFound.pageDescription} />
      <div
        aria-hidden="true"
        className="absolute top-10 left-1/2 -z-10 h-72 w-[40rem] -translate-x-1/2 rounded-full bg-linear-to-r from-sky-200 via-violet-200 to-rose-200 opacity-50 blur-3xl"
      />
      <Container className="flex flex-col items-center gap-6 py-24 text-center sm:py-32">
        <p aria-hidden="true" className="text-8xl font-black tracking-tighter text-brand-700/90 sm:text-9xl">
          404
        </p>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {messages.notFound.unavailableHeading}
        </h1>
        <p className="text-lg text-slate-600">{messages.notFound.explanation}</p>
        <button
          type="button"
          onClick={goBack}
          className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white transition hover:bg-brand-800"
        >
          <Icon name="chevronLeft" className="h-5 w-5" />
          {messages.notFound.backHomeButton}
        </button>
      </Container>
    </section>
  );
}
