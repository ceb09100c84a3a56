import { useId } from "react";
import { brand } from "../shared/site/brand.js";

/** The Novadis mark (a faceted "N" in the signature gradient) and the name beside it. */
export function Logo({ className = "", nameClassName = "" }: { className?: string; nameClassName?: string }) {
  // The header and the footer both draw the mark: each needs its own gradient id.
  const gradientId = useId();
  return (
    <span className={`inline-flex items-center gap-2 font-semibold tracking-tight ${className}`}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false" className="h-8 w-8 shrink-0">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#3b82f6" />
            <stop offset="0.55" stopColor="#8b5cf6" />
            <stop offset="1" stopColor="#f43f5e" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
        <path
          d="M9 23V9l14 14V9"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={`text-lg ${nameClassName}`}>{brand.name}</span>
    </span>
  );
}
