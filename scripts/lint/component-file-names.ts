import { readFileSync } from "node:fs";
import { basename } from "node:path";

/** Components a module exports: functions or constants named in PascalCase. */
function exportedComponents(source: string): string[] {
  return [...source.matchAll(/^export (?:default )?(?:function|const) ([A-Z]\w*)/gm)].map((match) => match[1] ?? "");
}

/**
 * Where a `.tsx` file's name breaks the README's convention ("Where things live"): a file whose one component is
 * its main export is named after it in PascalCase; a route's page module is `<route>.page.tsx`; a hook's module
 * is `use-*.tsx`; a set of components (icons), a provider wrapper and modules without a component are kebab-case.
 * Returns the reason, or nothing.
 */
export function componentFileNameFault(path: string, source: string): string | undefined {
  const name = basename(path, ".tsx");
  if (/\.(page|test)$/.test(name) || name.startsWith("use-") || name.startsWith("entry-")) return undefined;
  const components = exportedComponents(source);
  if (/^[A-Z]/.test(name)) {
    return components.includes(name) ? undefined : `${path}: no exported component is named ${name}`;
  }
  const [only] = components;
  if (components.length === 1 && only && !only.endsWith("Provider")) {
    return `${path}: its component ${only} gives the file its name (${only}.tsx)`;
  }
  return undefined;
}

/** The faults of the given files, read from disk. */
export function componentFileNameFaults(paths: readonly string[]): string[] {
  return paths.flatMap((path) => componentFileNameFault(path, readFileSync(path, "utf8")) ?? []);
}
