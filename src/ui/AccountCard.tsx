import { type ReactNode, useId } from "react";

/** One section of the account page: a titled white card. */
export function AccountCard({
  id,
  title,
  description,
  tone = "default",
  children,
}: {
  /** An anchor others link to (dashboard-anchors.ts). */
  id?: string;
  title: string;
  description?: ReactNode;
  tone?: "default" | "danger";
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`rounded-2xl bg-white p-6 shadow-sm ring-1 sm:p-8 ${tone === "danger" ? "ring-red-200" : "ring-slate-200"}`}
    >
      <h2 id={headingId} className={`text-lg font-bold ${tone === "danger" ? "text-red-800" : "text-slate-900"}`}>
        {title}
      </h2>
      {description ? <div className="mt-1 text-sm text-slate-600">{description}</div> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}
