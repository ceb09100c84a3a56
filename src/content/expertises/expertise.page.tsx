import { Link } from "wouter";
import { PageMeta, sections, trail } from "../../app/PageMeta.js";
import type { PageProps } from "../../app/routes/page-modules.js";
import { buildPath } from "../../app/shared/route-table.js";
import { bookingPagePath, contactLink } from "../../requests/shared/request-links.js";
import { messages } from "../../shared/messages/catalogue.js";
import { Container } from "../../ui/Container.js";
import { ExpertiseIcon } from "../../ui/ExpertiseIcon.js";
import { expertiseTheme } from "../../ui/expertise-theme.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";
import { type Expertise, findExpertise, splitTechnologies } from "../shared/expertise-catalogue.js";

function BackLink({ className }: { className: string }) {
  return (
    <Link href="/expertises" className={`inline-flex items-center gap-1.5 text-sm font-semibold ${className}`}>
      <span aria-hidden="true">←</span> {messages.expertises.backLink}
    </Link>
  );
}

function ExpertiseNotFound() {
  return (
    <Container as="section" className="pb-24 pt-28 text-center sm:pt-36">
      <PageMeta title={messages.expertises.notFoundTitle} description={messages.expertises.notFoundDescription} />
      <h1 className="text-3xl font-bold text-slate-900">{messages.expertises.notFoundTitle}</h1>
      <p className="mt-4 text-slate-600">{messages.expertises.notFoundExplanation}</p>
      <BackLink className="mt-8 text-brand-700 hover:text-brand-900" />
    </Container>
  );
}

function CheckIcon({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true" className={className}>
      <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function ExpertiseDetail({ expertise }: { expertise: Expertise }) {
  const theme = expertiseTheme[expertise.color];
  const technologies = splitTechnologies(expertise.technologies);
  return (
    <>
      <PageMeta
        title={expertise.title}
        description={expertise.description}
        breadcrumbs={trail(sections.expertises, {
          name: expertise.title,
          path: buildPath("/expertises/:id", { id: expertise.id }),
        })}
      />
      <section
        className={`relative overflow-hidden bg-gradient-to-br ${theme.gradient} -mt-header pb-16 pt-44 text-white sm:pt-52`}
      >
        <ExpertiseIcon
          icon={expertise.icon}
          className="pointer-events-none absolute -right-10 -top-6 h-72 w-72 text-white/10 sm:right-10"
        />
        <Container className="relative">
          <BackLink className="text-white/90 hover:text-white" />
          <span className="mt-8 flex h-14 w-14 items-center justify-center rounded-2xl bg-white/15 ring-1 ring-white/25">
            <ExpertiseIcon icon={expertise.icon} className="h-7 w-7" />
          </span>
          <h1 className="mt-5 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">{expertise.title}</h1>
          <p className="mt-4 max-w-3xl text-lg font-medium text-white/90 sm:text-xl">{expertise.subtitle}</p>
        </Container>
      </section>

      <div className="py-16">
        <Container className="grid gap-12 lg:grid-cols-[3fr_2fr]">
          <div>
            <p className="text-lg leading-relaxed text-slate-800">{expertise.description}</p>
            <div
              className="mt-6 space-y-4 leading-relaxed text-slate-700"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the expertise's MDX body, rendered to HTML at build time from our own content.
              dangerouslySetInnerHTML={{ __html: expertise.html }}
            />

            <section aria-labelledby="services-title" className="mt-12">
              <h2 id="services-title" className="text-2xl font-bold text-slate-900">
                {messages.expertises.servicesHeading}
              </h2>
              {/* Two columns: an odd count's last service spans both, so no hole is left beside it. */}
              <ul className="mt-6 grid gap-3 sm:grid-cols-2">
                {expertise.services.map((service) => (
                  <li
                    key={service}
                    className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-800 sm:odd:last:col-span-2"
                  >
                    <CheckIcon className={`mt-0.5 h-5 w-5 shrink-0 ${theme.text}`} />
                    {service}
                  </li>
                ))}
              </ul>
            </section>
          </div>

          <aside className="space-y-8">
            <section aria-labelledby="technologies-title" className="rounded-3xl bg-slate-50 p-6 ring-1 ring-slate-200">
              <h2 id="technologies-title" className="text-xl font-bold text-slate-900">
                {messages.expertises.technologiesHeading}
              </h2>
              <ul className="mt-5 grid grid-cols-3 gap-3">
                {technologies.main.map((technology) => (
                  <li
                    key={technology}
                    className={`flex min-h-16 items-center justify-center rounded-2xl p-2 text-center text-sm font-bold ${theme.tile}`}
                  >
                    {technology}
                  </li>
                ))}
              </ul>
              {technologies.others.length > 0 && (
                <ul aria-label={messages.expertises.otherTechnologiesLabel} className="mt-4 flex flex-wrap gap-2">
                  {technologies.others.map((technology) => (
                    <li
                      key={technology}
                      className="rounded-full bg-white px-3 py-1 text-sm font-medium text-slate-700 ring-1 ring-slate-200"
                    >
                      {technology}
                    </li>
                  ))}
                </ul>
              )}
            </section>

            <section aria-labelledby="benefits-title" className="rounded-3xl bg-white p-6 ring-1 ring-slate-200">
              <h2 id="benefits-title" className="text-xl font-bold text-slate-900">
                {messages.expertises.benefitsHeading}
              </h2>
              <ul className="mt-5 space-y-3">
                {expertise.benefits.map((benefit) => (
                  <li key={benefit} className="flex gap-3 text-sm text-slate-700">
                    <span className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full ${theme.tile}`}>
                      <CheckIcon className="h-3.5 w-3.5" />
                    </span>
                    {benefit}
                  </li>
                ))}
              </ul>
            </section>
          </aside>
        </Container>
      </div>

      <Container as="section" className="pb-20">
        <div className={`rounded-3xl bg-gradient-to-br ${theme.gradient} px-6 py-12 text-center text-white sm:px-12`}>
          <h2 className="text-2xl font-bold sm:text-3xl">{messages.expertises.readyQuestion}</h2>
          <p className="mx-auto mt-4 max-w-2xl text-white/90">{messages.expertises.readyInvitation}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link
              href={contactLink({
                type: "quote",
                expertiseId: expertise.id,
                sourcePage: `/expertises/${expertise.id}`,
              })}
              className="inline-flex justify-center rounded-xl bg-white px-6 py-3 text-sm font-bold tracking-wide text-slate-900 hover:bg-slate-100"
            >
              {messages.expertises.projectLink}
            </Link>
            <Link href={bookingPagePath} className={buttonStyles.outlineOnDark}>
              {messages.pageWords.bookCallLink}
            </Link>
          </div>
        </div>
      </Container>
    </>
  );
}

export default function ExpertisePage({ params }: PageProps) {
  const expertise = findExpertise(params.id ?? "");
  return expertise ? <ExpertiseDetail expertise={expertise} /> : <ExpertiseNotFound />;
}
