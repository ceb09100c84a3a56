import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/**
 * A drawing (an `<svg>` React element) as the text of a standalone .svg file: React's server renderer writes
 * the markup, so the art is made of the same components and props as the pages, and the same input always
 * gives the same bytes.
 */
export function svgMarkup(drawing: ReactElement): string {
  return `${renderToStaticMarkup(drawing)}\n`;
}
