import type { ComponentPropsWithoutRef, ElementType } from "react";

/**
 * The grid's width and gutters: every left and right edge of the site (header, pages, footer) comes from here.
 * Exported for code that takes a class string rather than an element (a style table).
 */
export const containerClass = "mx-auto w-full max-w-7xl px-4 sm:px-6";

type ContainerProps<Tag extends ElementType> = { as?: Tag } & ComponentPropsWithoutRef<Tag>;

/**
 * The site's one layout column (docs/0034). A full-bleed band (a hero's background, a grey section) stays outside
 * it and puts a Container inside; what a page lays out within, narrower columns included, starts at its left edge,
 * so the logo, each page's heading and the footer line up at every width (tests/e2e/layout-grid.spec.ts).
 */
export function Container<Tag extends ElementType = "div">({ as, className, ...props }: ContainerProps<Tag>) {
  const Element: ElementType = as ?? "div";
  return <Element className={className ? `${containerClass} ${className}` : containerClass} {...props} />;
}
