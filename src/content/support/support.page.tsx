import { useId } from "react";
import { Link } from "wouter";
import { PageMeta } from "../../app/PageMeta.js";
import { publicPathOf } from "../../app/routes/locale-router.js";
import { priorityRequestPath, supportRequestLink, supportRequestPath } from "../../requests/shared/request-links.js";
import { messages } from "../../shared/messages/catalogue.js";
import { Container } from "../../ui/Container.js";
import { Icon } from "../../ui/icons.js";
import { PageIntro } from "../../ui/PageIntro.js";
import { helpArticles, helpCategories } from "../shared/help-content.js";
import { HelpSearch } from "./HelpSearch.js";
import { helpCategoryIcon } from "./help-category-icon.js";

/** The help centre: search, priority assistance, the six categories and a way to submit a request. */
export default function SupportPage() {
  const keyId = useId();
  return (
    <>
      <PageMeta title={messages.shareCards.supportTitle} description={messages.supportPages.pageDescription} />
      {/* Above the next sections (z-10) and not clipping: the search results overlap what follows. */}
      <section className="relative isolate z-10 bg-linear-to-b from-brand-50 to-white pt-16 pb-20 sm:pt-20">
        <div aria-hidden="true" className="absolute inset-0 -z-10 overflow-hidden">
          <div className="absolute -top-32 left-1/2 h-80 w-[48rem] -translate-x-1/2 rounded-full bg-linear-to-r from-sky-200 via-violet-200 to-rose-200 opacity-60 blur-3xl" />
        </div>
        <Container className="text-center">
          <PageIntro
            variant="home"
            eyebrow={messages.supportPages.eyebrowCaption}
            title={messages.shareCards.supportTitle}
            lead={messages.shareCards.supportQuestion}
          />
          <div className="mx-auto mt-8 max-w-3xl text-left">
            <HelpSearch articles={helpArticles} />
          </div>
        </Container>
      </section>

      <Container as="section" aria-labelledby="priority-title">
        <div className="on-dark flex flex-col gap-6 rounded-3xl bg-night p-8 text-white shadow-xl md:flex-row md:items-center md:justify-between md:p-10">
          <div className="max-w-md">
            <h2 id="priority-title" className="flex items-center gap-3 text-2xl font-bold tracking-tight">
              <Icon name="key" className="h-7 w-7 text-amber-300" />
              {messages.requestLabels.priorityLabel}
            </h2>
            <p className="mt-2 text-brand-100">{messages.supportPages.priorityIntro}</p>
          </div>
          {/* A GET to the priority form, which asks who is writing and what happens: the key alone files nothing. */}
          <form
            method="get"
            action={publicPathOf(priorityRequestPath)}
            className="flex w-full flex-col gap-3 sm:flex-row md:max-w-md"
          >
            <label htmlFor={keyId} className="sr-only">
              {messages.requestPages.clientKeyLabel}
            </label>
            <input
              id={keyId}
              name="clientKey"
              type="text"
              autoComplete="off"
              spellCheck={false}
              placeholder={messages.requestPages.clientKeyLabel}
              className="h-12 min-w-0 flex-1 rounded-full border border-white/20 bg-white/10 px-5 text-white placeholder:text-brand-200"
            />
            <button
              type="submit"
              className="h-12 rounded-full bg-amber-300 px-6 font-semibold text-amber-950 transition hover:bg-amber-200"
            >
              {messages.supportPages.triggerButton}
            </button>
          </form>
        </div>
      </Container>

      <section aria-labelledby="categories-title" className="py-20 sm:py-24">
        <Container>
          <h2 id="categories-title" className="text-3xl font-bold tracking-tight text-slate-900">
            {messages.supportPages.themesHeading}
          </h2>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {helpCategories.map((category) => (
              <li key={category.id} data-testid="help-category">
                <Link
                  href={supportRequestLink(category.id)}
                  className="block h-full rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md hover:ring-brand-300"
                >
                  <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon name={helpCategoryIcon[category.icon]} className="h-6 w-6" />
                  </span>
                  <h3 className="mt-4 text-lg font-semibold text-slate-900">{category.title}</h3>
                  <p className="mt-2 text-slate-600">{category.description}</p>
                </Link>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="request-title" className="bg-slate-50 py-16">
        <Container className="flex flex-col items-center gap-5 text-center">
          <h2 id="request-title" className="text-2xl font-bold tracking-tight text-slate-900">
            {messages.supportPages.notFoundQuestion}
          </h2>
          <p className="text-slate-600">{messages.requestPages.supportAnswers}</p>
          <Link
            href={supportRequestPath}
            className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white transition hover:bg-brand-800"
          >
            <Icon name="send" className="h-5 w-5" />
            {messages.requestPages.supportTitle}
          </Link>
        </Container>
      </section>
    </>
  );
}
