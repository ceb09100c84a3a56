import type { ReactNode } from "react";
import { Link } from "wouter";

/**
 * A result's link: in-site navigation, or a full one when it points into a page (an anchor), so the
 * browser itself scrolls to the section.
 */
export function ResultLink({ url, className, children }: { url: string; className?: string; children: ReactNode }) {
  return url.includes("#") ? (
    <a href={url} className={className}>
      {children}
    </a>
  ) : (
    <Link href={url} className={className}>
      {children}
    </Link>
  );
}
