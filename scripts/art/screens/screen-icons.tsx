/** Line icons drawn on a 24 × 24 grid, for the mock screens (our own paths, in the style of the site's icons). */
export const screenIcons = {
  menu: "M4 6h16M4 12h16M4 18h16",
  back: "M15 5l-7 7 7 7",
  chevron: "M9 5l7 7-7 7",
  search: "M11 4a7 7 0 1 0 0 14a7 7 0 1 0 0-14zM20 20l-4-4",
  bell: "M6 16v-5a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0",
  plus: "M12 5v14M5 12h14",
  calendar: "M4 6h16v14H4zM4 10h16M8 3v5M16 3v5",
  clock: "M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 7v5l3 2",
  user: "M12 4a4 4 0 1 0 0 8a4 4 0 1 0 0-8zM4 21c1-4 4-6 8-6s7 2 8 6",
  users:
    "M9 5a3.5 3.5 0 1 0 0 7a3.5 3.5 0 1 0 0-7zM2 20c.8-3.5 3.4-5 7-5s6.2 1.5 7 5M16 5.5a3 3 0 0 1 0 6M18 15c2 .6 3.3 2.2 3.8 5",
  chart: "M4 20V10M10 20V4M16 20v-7M22 20H2",
  home: "M3 11l9-7 9 7v9h-6v-6H9v6H3z",
  map: "M9 4L3 6v14l6-2 6 2 6-2V4l-6 2zM9 4v14M15 6v14",
  pin: "M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12zM12 6.5a2.5 2.5 0 1 0 0 5a2.5 2.5 0 1 0 0-5z",
  heart: "M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z",
  star: "M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.6 6.6 19.5l1.2-6-4.5-4.2 6.1-.7z",
  settings:
    "M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6zM12 2v3M12 19v3M4.9 4.9L7 7M17 17l2.1 2.1M2 12h3M19 12h3M4.9 19.1L7 17M17 7l2.1-2.1",
  lock: "M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4",
  key: "M8 11a4 4 0 1 0 0 8a4 4 0 1 0 0-8zM11 14l9-9M16 9l3 3M18 7l2 2",
  shield: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z",
  check: "M5 12l5 5 9-10",
  alert: "M12 3l10 18H2zM12 10v5M12 18v.01",
  camera: "M4 8h4l2-3h4l2 3h4v12H4zM12 10a4 4 0 1 0 0 8a4 4 0 1 0 0-8z",
  share:
    "M16 4a2.5 2.5 0 1 1 0 5a2.5 2.5 0 1 1 0-5zM6 9.5a2.5 2.5 0 1 1 0 5a2.5 2.5 0 1 1 0-5zM16 15a2.5 2.5 0 1 1 0 5a2.5 2.5 0 1 1 0-5zM8.2 10.9l5.6-3.3M8.2 13.1l5.6 3.3",
  qr: "M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2",
  eye: "M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6z",
  copy: "M9 9h11v11H9zM5 15H4V4h11v1",
  trophy: "M8 4h8v5a4 4 0 0 1-8 0zM8 6H4c0 3 2 5 4 5M16 6h4c0 3-2 5-4 5M12 13v4M8 21h8M10 17h4v4",
  mail: "M3 6h18v12H3zM3 6l9 7 9-7",
  message: "M4 5h16v11H9l-5 4z",
  filter: "M4 5h16l-6 8v6l-4-2v-4z",
  grid: "M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z",
  fingerprint:
    "M12 4a8 8 0 0 0-8 8M20 12a8 8 0 0 0-4-6.9M12 8a4 4 0 0 0-4 4c0 3 1 5 2 7M16 12c0 3-1 6-3 8M12 12c0 3 0 5-1 8",
  video: "M3 7h13v10H3zM16 10l5-3v10l-5-3z",
  globe: "M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18",
  headset: "M3 8h18v8h-6l-3-3-3 3H3z",
  laptop: "M5 6h14v9H5zM3 18h18",
  timer: "M12 5a8 8 0 1 0 0 16a8 8 0 1 0 0-16zM12 9v4l3 2M9 2h6",
  car: "M3 16v-4l2-5h14l2 5v4zM3 16v2h3v-2M18 16v2h3v-2M7 12.5h.01M17 12.5h.01",
  bookmark: "M6 3h12v18l-6-4-6 4z",
  phone: "M7 3h10v18H7zM11 18h2",
  wallet: "M4 7h16v12H4zM4 7l12-3v3M16 13h2",
  refresh: "M20 11a8 8 0 0 0-14-5L4 8M4 4v4h4M4 13a8 8 0 0 0 14 5l2-2M20 20v-4h-4",
  play: "M8 5v14l11-7z",
  download: "M12 4v11M7 10l5 5 5-5M5 20h14",
  edit: "M4 20h4L19 9l-4-4L4 16zM13 7l4 4",
  nfc: "M6 8a8 8 0 0 1 0 8M10 6a11 11 0 0 1 0 12M14 4a14 14 0 0 1 0 16",
  sun: "M12 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8zM12 2v2M12 20v2M2 12h2M20 12h2M5 5l1.5 1.5M17.5 17.5L19 19M5 19l1.5-1.5M17.5 6.5L19 5",
} as const;

export type ScreenIconName = keyof typeof screenIcons;

export function ScreenIcon({
  name,
  x,
  y,
  size = 24,
  color,
  strokeWidth = 2,
}: {
  name: ScreenIconName;
  x: number;
  y: number;
  size?: number;
  color: string;
  strokeWidth?: number;
}) {
  const filled = name === "play";
  return (
    <path
      d={screenIcons[name]}
      transform={`translate(${x} ${y}) scale(${size / 24})`}
      fill={filled ? color : "none"}
      stroke={filled ? "none" : color}
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  );
}
