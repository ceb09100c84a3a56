import { Link } from "wouter";
import { PageMeta, sections, trail } from "../../app/PageMeta.js";
import type { PageProps } from "../../app/routes/page-modules.js";
import { buildPath } from "../../app/shared/route-table.js";
import { contactLink } from "../../requests/shared/request-links.js";
import { messages } from "../../shared/messages/catalogue.js";
import { Container } from "../../ui/Container.js";
import { staticIsland } from "../../ui/static-island.js";
import { findLeader, type Leader } from "../leader-directory.js";
import { LeaderPortrait } from "./LeaderPortrait.js";

// Titles and cards read from the expertises' and case studies' collections, which would weigh on the page's
// JavaScript: static islands (docs/0019) keep the server's HTML and load that code only on an in-app visit.
const LeaderExpertises = staticIsland("leader-expertises", () =>
  import("./LeaderExpertises.js").then(({ LeaderExpertises }) => ({ default: LeaderExpertises })),
);
const LeaderCaseStudies = staticIsland("leader-case-studies", () =>
  import("./LeaderCaseStudies.js").then(({ LeaderCaseStudies }) => ({ default: LeaderCaseStudies })),
);

const socialIcons = {
  LinkedIn:
    "M4.98 3.5a2.5 2.5 0 11-.01 5 2.5 2.5 0 01.01-5zM3 9h4v12H3zM9 9h3.8v1.7h.05c.53-1 1.83-2.05 3.77-2.05C20.6 8.65 21 11.2 21 14.5V21h-4v-5.8c0-1.4-.03-3.2-1.95-3.2-1.95 0-2.25 1.5-2.25 3.1V21H9z",
  Instagram:
    "M12 7.3a4.7 4.7 0 100 9.4 4.7 4.7 0 000-9.4zm0 7.7a3 3 0 110-6 3 3 0 010 6zM17 6a1.1 1.1 0 100 2.2A1.1 1.1 0 0017 6zM12 3c-2.4 0-2.7 0-3.7.06C5.4 3.2 3.2 5.4 3.06 8.3 3 9.3 3 9.6 3 12s0 2.7.06 3.7c.14 2.9 2.34 5.1 5.24 5.24 1 .06 1.3.06 3.7.06s2.7 0 3.7-.06c2.9-.14 5.1-2.34 5.24-5.24.06-1 .06-1.3.06-3.7s0-2.7-.06-3.7C20.8 5.4 18.6 3.2 15.7 3.06 14.7 3 14.4 3 12 3z",
} as const;

function SocialLink({ network, href, name }: { network: keyof typeof socialIcons; href: string; name: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm font-semibold text-white ring-1 ring-white/20 hover:bg-white/20"
    >
      <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" className="h-4 w-4">
        <path d={socialIcons[network]} />
      </svg>
      {network}
      <span className="sr-only">{` ${messages.leaders.socialProfileOfCaption(name)} ${messages.common.newTabLabel}`}</span>
    </a>
  );
}

function LeaderProfile({ leader }: { leader: Leader }) {
  const path = buildPath("/leadership/:slug", { slug: leader.id });
  return (
    <>
      <PageMeta
        title={`${leader.name}, ${leader.title}`}
        description={messages.leaders.pageDescriptionOf(leader.name, leader.title)}
        breadcrumbs={trail(sections.leadership, { name: leader.name, path })}
      />
      <section className="relative overflow-hidden bg-brand-950 pb-16 pt-28 text-white sm:pt-36">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_75%_30%,rgba(99,102,241,0.45),transparent_50%)]"
        />
        <Container className="relative grid items-center gap-10 md:grid-cols-[3fr_2fr]">
          <div>
            <Link
              href="/leadership"
              className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-100 hover:text-white"
            >
              <span aria-hidden="true">←</span> {messages.leaders.portraitsTitle}
            </Link>
            <h1 className="mt-6 text-4xl font-extrabold tracking-tight sm:text-6xl">{leader.name}</h1>
            <p className="mt-4 text-xl font-medium text-brand-100">{leader.title}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              {leader.linkedinUrl && <SocialLink network="LinkedIn" href={leader.linkedinUrl} name={leader.name} />}
              {leader.instagramUrl && <SocialLink network="Instagram" href={leader.instagramUrl} name={leader.name} />}
            </div>
          </div>
          <div className="mx-auto w-full max-w-xs overflow-hidden rounded-3xl shadow-2xl ring-1 ring-white/20 md:max-w-sm">
            <LeaderPortrait leader={leader} loading="eager" className="aspect-[5/6] h-auto w-full" />
          </div>
        </Container>
      </section>

      <Container className="grid gap-12 py-16 lg:grid-cols-[3fr_2fr]">
        <article>
          <blockquote className="border-l-4 border-brand-500 pl-6 text-xl font-medium italic leading-relaxed text-slate-800">
            <p>« {leader.quote} »</p>
          </blockquote>
          <h2 className="mt-12 text-2xl font-bold text-slate-900">{messages.leaders.biographyHeading}</h2>
          <div
            data-testid="leader-biography"
            className="mt-6 space-y-5 text-lg leading-relaxed text-slate-700"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the leader's MDX biography, rendered to HTML at build time from our own content.
            dangerouslySetInnerHTML={{ __html: leader.html }}
          />
        </article>
        <aside className="flex flex-col gap-8 lg:pt-2">
          <LeaderFacts leader={leader} />
        </aside>
      </Container>
      <LeaderClosing leader={leader} path={path} />
    </>
  );
}

/** What the leader is known for, and the expertises they lead, each linked to its page. */
function LeaderFacts({ leader }: { leader: Leader }) {
  return (
    <>
      <section aria-labelledby="skills-title" className="rounded-3xl bg-slate-50 p-6 ring-1 ring-slate-200">
        <h2 id="skills-title" className="text-xl font-bold text-slate-900">
          {messages.leaders.skillsHeading}
        </h2>
        <ul className="mt-4 space-y-2 text-slate-700">
          {leader.skills.map((skill) => (
            <li key={skill} className="flex gap-2">
              <span aria-hidden="true" className="mt-2.5 h-1.5 w-1.5 shrink-0 rounded-full bg-brand-500" />
              {skill}
            </li>
          ))}
        </ul>
      </section>
      <LeaderExpertises />
    </>
  );
}

/** The projects of the leader's teams, then a way to start one: a leader's page also sells. */
function LeaderClosing({ leader, path }: { leader: Leader; path: string }) {
  return (
    <Container className="pb-20">
      <LeaderCaseStudies />
      <section
        aria-labelledby="leader-cta-title"
        className="rounded-3xl bg-brand-950 px-6 py-12 text-center text-white sm:px-12"
      >
        <h2 id="leader-cta-title" className="text-2xl font-bold sm:text-3xl">
          {messages.leaders.projectQuestion}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-white/90">{messages.leaders.projectInvitation}</p>
        <Link
          href={contactLink({ type: "quote", expertiseId: leader.expertises[0], sourcePage: path })}
          className="mt-8 inline-flex rounded-xl bg-white px-6 py-3 text-sm font-bold text-slate-900 hover:bg-slate-100"
        >
          {messages.common.projectLink}
        </Link>
      </section>
    </Container>
  );
}

function LeaderNotFound() {
  return (
    <Container as="section" className="pb-24 pt-28 text-center sm:pt-36">
      <PageMeta title={messages.leaders.notFoundTitle} description={messages.leaders.notFoundDescription} />
      <h1 className="text-3xl font-bold text-slate-900">{messages.leaders.notFoundTitle}</h1>
      <p className="mt-4 text-slate-600">{messages.leaders.notFoundExplanation}</p>
      <Link href="/leadership" className="mt-8 inline-block font-semibold text-brand-700 hover:text-brand-900">
        {messages.leaders.allPortraitsLink}
      </Link>
    </Container>
  );
}

export default function LeaderPage({ params }: PageProps) {
  const leader = findLeader(params.slug ?? "");
  return leader ? <LeaderProfile leader={leader} /> : <LeaderNotFound />;
}
