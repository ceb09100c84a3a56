import { Link } from "wouter";
import { buildPath } from "../../app/shared/route-table.js";
import { messages } from "../../shared/messages/catalogue.js";
import { findExpertise } from "../shared/expertise-catalogue.js";
import { useRouteLeader } from "./use-route-leader.js";

/** The expertises the leader of the page leads, each linked to its page. */
export function LeaderExpertises() {
  const leader = useRouteLeader();
  if (!leader || leader.expertises.length === 0) return null;
  return (
    <section aria-labelledby="expertises-title" className="rounded-3xl bg-white p-6 ring-1 ring-slate-200">
      <h2 id="expertises-title" className="text-xl font-bold text-slate-900">
        {messages.leaders.expertiseAreasHeading}
      </h2>
      <ul className="mt-4 space-y-2">
        {leader.expertises.map((id) => (
          <li key={id}>
            <Link
              href={buildPath("/expertises/:id", { id })}
              className="font-medium text-brand-700 underline hover:text-brand-900"
            >
              {findExpertise(id)?.title ?? id}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
