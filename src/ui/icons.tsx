/** Our own line icons (24×24, stroke = currentColor), decorative: the control carrying one names itself. */
const paths = {
  search: "M11 18a7 7 0 100-14 7 7 0 000 14zM20 20l-3.5-3.5",
  globe:
    "M12 21a9 9 0 100-18 9 9 0 000 18zM3.6 9h16.8M3.6 15h16.8M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z",
  cart: "M3 4h2l2.4 11h10.2L20 8H6.2M9 20h.01M17 20h.01",
  user: "M12 12a4 4 0 100-8 4 4 0 000 8zM4 20a8 8 0 0116 0",
  menu: "M4 7h16M4 12h16M4 17h16",
  close: "M6 6l12 12M18 6L6 18",
  chevronDown: "M6 9l6 6 6-6",
  chevronLeft: "M15 6l-6 6 6 6",
  chevronRight: "M9 6l6 6-6 6",
  arrowRight: "M5 12h14M13 6l6 6-6 6",
  arrowUpRight: "M7 17L17 7M8 7h9v9",
  plus: "M12 5v14M5 12h14",
  minus: "M5 12h14",
  key: "M15 7a4 4 0 11-3.4 6.1L5 19.5V21h2v-2h2v-2h2l1.6-1.6A4 4 0 0115 7zM16 8h.01",
  send: "M4 12l16-8-6 16-2.5-6.5L4 12z",
  userShield:
    "M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3zM12 12a2.5 2.5 0 100-5 2.5 2.5 0 000 5zM8 16a4 4 0 018 0",
  receipt: "M6 3h12v18l-3-2-3 2-3-2-3 2V3zM9 8h6M9 12h6M9 16h3",
  briefcase: "M4 8h16v11H4zM9 8V5h6v3M4 13h16",
  apps: "M5 5h5v5H5zM14 5h5v5h-5zM5 14h5v5H5zM14 14h5v5h-5z",
  book: "M5 4h9a3 3 0 013 3v13H8a3 3 0 01-3-3V4zM5 17a3 3 0 013-3h9",
  scale: "M12 4v16M8 20h8M5 7h14M5 7l-2.5 6a3 3 0 005 0L5 7zM19 7l-2.5 6a3 3 0 005 0L19 7z",
  mapPin: "M12 21s-6-5.3-6-11a6 6 0 0112 0c0 5.7-6 11-6 11zM12 12a2 2 0 100-4 2 2 0 000 4z",
  pause: "M8 5v14M16 5v14",
  play: "M7 4.5v15l12-7.5-12-7.5z",
  quote: "M9 7H5v6h4v-2H7c0-1.7 1-3 2-3V7zM19 7h-4v6h4v-2h-2c0-1.7 1-3 2-3V7z",
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, className = "h-5 w-5" }: { name: IconName; className?: string }) {
  return <LineIcon d={paths[name]} className={className} />;
}

/** The frame of every line icon of the site: 24×24, stroke = currentColor, decorative. */
export function LineIcon({ d, className }: { d: string; className: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d={d} />
    </svg>
  );
}
