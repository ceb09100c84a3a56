/**
 * The top of a page: a short line above its title, the title (the page's one `h1`) and a lead paragraph. A fragment,
 * so the page's container still lays the three out (a `*:max-w-3xl` reaches them) and the HTML is the page's own.
 */
const variants = {
  /** A page on a light background: a form's page (/rendez-vous). */
  page: {
    eyebrow: "text-sm font-semibold tracking-wider text-brand-700 uppercase",
    title: "mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl",
    lead: "mt-4 text-lg text-slate-600",
  },
  /** A section's home on a light background, its title larger (/support). */
  home: {
    eyebrow: "text-sm font-semibold tracking-wider text-brand-700 uppercase",
    title: "mt-2 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl",
    lead: "mt-4 text-lg text-slate-600",
  },
  /** A dark hero, its line above the title a pill (/start-scale). */
  hero: {
    eyebrow: "inline-flex rounded-full border border-white/20 bg-white/5 px-3 py-1 text-sm font-medium text-brand-100",
    title: "mt-6 text-4xl font-extrabold tracking-tight sm:text-6xl",
    lead: "mt-6 max-w-2xl text-lg text-brand-100 sm:text-xl",
  },
} as const;

export function PageIntro({
  eyebrow,
  title,
  lead,
  variant = "page",
}: {
  eyebrow: string;
  title: string;
  lead: string;
  variant?: keyof typeof variants;
}) {
  const style = variants[variant];
  return (
    <>
      <p className={style.eyebrow}>{eyebrow}</p>
      <h1 className={style.title}>{title}</h1>
      <p className={style.lead}>{lead}</p>
    </>
  );
}
