import { createContext, type ReactElement, type ReactNode, useContext } from "react";
import { SCREEN_SIZE } from "../../../src/content/apps/AppScreenshot.js";
import type { appPalette } from "../../../src/content/apps/app-palette.js";
import { ScreenIcon, type ScreenIconName } from "./screen-icons.js";

/**
 * The pieces every mock screen is built from: a phone's status bar, app bar, tab bar, cards, rows, buttons,
 * charts. Coordinates are those of a 360 × 760 phone screen. Text uses the visitor's system fonts (an SVG
 * shown as an image cannot load the site's): widths are planned for the widest common one, DejaVu Sans.
 */

export type Theme = (typeof appPalette)[keyof typeof appPalette];

export const ink = "#0f172a";
export const muted = "#64748b";
export const line = "#e2e8f0";
export const surface = "#f8fafc";
export const white = "#ffffff";
export const good = "#16a34a";
export const bad = "#dc2626";
export const warn = "#d97706";

const fontFamily = "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'DejaVu Sans', sans-serif";

export const W = SCREEN_SIZE.width;
export const H = SCREEN_SIZE.height;

interface TextProps {
  x: number;
  y: number;
  children: ReactNode;
  size?: number;
  weight?: 400 | 500 | 600 | 700 | 800;
  fill?: string;
  anchor?: "start" | "middle" | "end";
  opacity?: number;
}

export function T({ x, y, children, size = 14, weight = 400, fill = ink, anchor = "start", opacity }: TextProps) {
  return (
    <text x={x} y={y} fontSize={size} fontWeight={weight} fill={fill} textAnchor={anchor} opacity={opacity}>
      {children}
    </text>
  );
}

/** Roughly how wide a text runs (DejaVu Sans is among the widest): enough to size a pill around it. */
export const textWidth = (text: string, size: number, weight = 400) =>
  text.length * size * (weight >= 600 ? 0.64 : 0.58);

export function Icon({
  name,
  x,
  y,
  size = 24,
  color = ink,
  strokeWidth,
}: {
  name: ScreenIconName;
  x: number;
  y: number;
  size?: number;
  color?: string;
  strokeWidth?: number;
}) {
  return <ScreenIcon name={name} x={x} y={y} size={size} color={color} strokeWidth={strokeWidth} />;
}

/** What the screen being drawn shows (the page's alt text for it): the file's title. */
export const ScreenCaption = createContext("");

/** The whole screen: background, the phone's status bar, then the app. */
export function Phone({
  children,
  background = surface,
  statusLight = false,
}: {
  children: ReactNode;
  background?: string;
  /** White status-bar text, over a dark app bar or picture. */
  statusLight?: boolean;
}) {
  const color = statusLight ? white : ink;
  const caption = useContext(ScreenCaption);
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox={`0 0 ${W} ${H}`} width={W} height={H} fontFamily={fontFamily}>
      <title>{caption}</title>
      <rect width={W} height={H} fill={background} />
      {children}
      <g fill={color}>
        <text x="24" y="22" fontSize="13" fontWeight="600">
          9:41
        </text>
        {[0, 1, 2, 3].map((bar) => (
          <rect key={bar} x={284 + bar * 5} y={18 - bar * 2.5} width="3.5" height={4 + bar * 2.5} rx="1" />
        ))}
        <path d="M312 12.5a9 9 0 0 1 12 0l-1.6 1.8a6.5 6.5 0 0 0-8.8 0zM315 16a4.5 4.5 0 0 1 6 0l-3 3.4z" />
        <rect x="330" y="10" width="20" height="10" rx="3" fill="none" stroke={color} strokeWidth="1.2" />
        <rect x="332" y="12" width="14" height="6" rx="1.5" />
      </g>
    </svg>
  );
}

/** The app's title bar, in its colour, under the status bar. */
export function AppBar({
  title,
  theme,
  left = "menu",
  right = [],
  subtitle,
  light = false,
}: {
  title: string;
  theme: Theme;
  left?: ScreenIconName | null;
  right?: ScreenIconName[];
  subtitle?: string;
  /** A white bar with coloured title instead of a coloured bar. */
  light?: boolean;
}) {
  const height = subtitle ? 100 : 84;
  const fg = light ? ink : white;
  const titleX = left ? 60 : 20;
  return (
    <g>
      <rect width={W} height={height} fill={light ? white : theme.strong} />
      {light ? <rect y={height - 1} width={W} height="1" fill={line} /> : null}
      {left ? <Icon name={left} x={18} y={44} color={fg} /> : null}
      <T x={titleX} y={63} size={19} weight={700} fill={fg}>
        {title}
      </T>
      {subtitle ? (
        <T x={titleX} y={86} size={13} fill={fg} opacity={0.8}>
          {subtitle}
        </T>
      ) : null}
      {right.map((name, i) => (
        <Icon key={name} name={name} x={W - 42 - i * 38} y={44} color={fg} />
      ))}
    </g>
  );
}

/** The tab bar at the bottom: the current tab in the app's colour. */
export function TabBar({
  tabs,
  active,
  theme,
}: {
  tabs: { icon: ScreenIconName; label: string }[];
  active: number;
  theme: Theme;
}) {
  const width = W / tabs.length;
  return (
    <g>
      <rect y={H - 72} width={W} height="72" fill={white} />
      <rect y={H - 72} width={W} height="1" fill={line} />
      {tabs.map((tab, i) => {
        const color = i === active ? theme.strong : muted;
        const cx = width * i + width / 2;
        return (
          <g key={tab.label}>
            <Icon name={tab.icon} x={cx - 12} y={H - 60} color={color} />
            <T x={cx} y={H - 22} size={11} weight={i === active ? 700 : 500} fill={color} anchor="middle">
              {tab.label}
            </T>
          </g>
        );
      })}
      <rect x={W / 2 - 60} y={H - 8} width="120" height="4" rx="2" fill={ink} />
    </g>
  );
}

export function Card({
  x,
  y,
  w,
  h,
  r = 16,
  fill = white,
  children,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  r?: number;
  fill?: string;
  children?: ReactNode;
}) {
  return (
    <g>
      <rect x={x} y={y + 2} width={w} height={h} rx={r} fill="#0f172a" opacity="0.04" />
      <rect x={x} y={y} width={w} height={h} rx={r} fill={fill} stroke={fill === white ? line : "none"} />
      {children}
    </g>
  );
}

export function Pill({
  x,
  y,
  text,
  fill,
  color,
  size = 12,
  anchor = "start",
}: {
  x: number;
  y: number;
  text: string;
  fill: string;
  color: string;
  size?: number;
  /** `end`: x is the pill's right edge. */
  anchor?: "start" | "end";
}) {
  const width = textWidth(text, size, 600) + size * 1.6;
  const left = anchor === "end" ? x - width : x;
  return (
    <g>
      <rect
        x={left}
        y={y}
        width={width}
        height={size * 2}
        rx={size}
        fill={fill}
        stroke={fill === white ? line : "none"}
      />
      <T x={left + width / 2} y={y + size * 1.38} size={size} weight={600} fill={color} anchor="middle">
        {text}
      </T>
    </g>
  );
}

export function Button({
  x,
  y,
  w,
  text,
  theme,
  variant = "solid",
  h = 48,
  icon,
}: {
  x: number;
  y: number;
  w: number;
  text: string;
  theme: Theme;
  variant?: "solid" | "outline" | "soft";
  h?: number;
  icon?: ScreenIconName;
}) {
  const fill = variant === "solid" ? theme.strong : variant === "soft" ? theme.light : white;
  const color = variant === "solid" ? white : theme.dark;
  const textX = icon ? x + w / 2 + 14 : x + w / 2;
  const iconX = x + w / 2 - textWidth(text, 15, 700) / 2 - 18;
  return (
    <g>
      <rect
        x={x}
        y={y}
        width={w}
        height={h}
        rx={h / 2.8}
        fill={fill}
        stroke={variant === "outline" ? theme.mid : "none"}
        strokeWidth="1.5"
      />
      {icon ? <Icon name={icon} x={iconX} y={y + h / 2 - 10} size={20} color={color} /> : null}
      <T x={textX} y={y + h / 2 + 5} size={15} weight={700} fill={color} anchor="middle">
        {text}
      </T>
    </g>
  );
}

export function Avatar({
  cx,
  cy,
  r = 20,
  initials,
  fill,
  color = white,
}: {
  cx: number;
  cy: number;
  r?: number;
  initials: string;
  fill: string;
  color?: string;
}) {
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} fill={fill} />
      <T x={cx} y={cy + r * 0.34} size={r * 0.9} weight={700} fill={color} anchor="middle">
        {initials}
      </T>
    </g>
  );
}

/** A round tile with an icon, as at the start of a list row. */
export function IconTile({
  x,
  y,
  icon,
  fill,
  color,
  size = 40,
}: {
  x: number;
  y: number;
  icon: ScreenIconName;
  fill: string;
  color: string;
  size?: number;
}) {
  return (
    <g>
      <rect x={x} y={y} width={size} height={size} rx={size / 3.2} fill={fill} />
      <Icon name={icon} x={x + size / 2 - size * 0.3} y={y + size / 2 - size * 0.3} size={size * 0.6} color={color} />
    </g>
  );
}

export function Toggle({ x, y, on, theme }: { x: number; y: number; on: boolean; theme: Theme }) {
  return (
    <g>
      <rect x={x} y={y} width="46" height="28" rx="14" fill={on ? theme.strong : "#cbd5e1"} />
      <circle cx={on ? x + 32 : x + 14} cy={y + 14} r="11" fill={white} />
    </g>
  );
}

export function Progress({
  x,
  y,
  w,
  value,
  color,
  h = 8,
}: {
  x: number;
  y: number;
  w: number;
  value: number;
  color: string;
  h?: number;
}) {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={h / 2} fill={line} />
      <rect x={x} y={y} width={Math.max(h, w * value)} height={h} rx={h / 2} fill={color} />
    </g>
  );
}

/** Bars from a baseline, the last `highlight` ones in the strong colour. */
export function Bars({
  x,
  y,
  w,
  h,
  values,
  theme,
  labels,
  highlight = 1,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  values: number[];
  theme: Theme;
  labels?: string[];
  highlight?: number;
}) {
  const max = Math.max(...values);
  const step = w / values.length;
  const barWidth = step * 0.56;
  return (
    <g>
      {values.map((value, i) => {
        const barHeight = (value / max) * h;
        const strong = i >= values.length - highlight;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: bars are positions.
          <g key={i}>
            <rect
              x={x + step * i + (step - barWidth) / 2}
              y={y + h - barHeight}
              width={barWidth}
              height={barHeight}
              rx={Math.min(6, barWidth / 2)}
              fill={strong ? theme.strong : theme.light}
            />
            {labels?.[i] ? (
              <T x={x + step * i + step / 2} y={y + h + 18} size={11} fill={muted} anchor="middle">
                {labels[i]}
              </T>
            ) : null}
          </g>
        );
      })}
    </g>
  );
}

/** A line over a soft area, with a dot on the last point. */
export function LineChart({
  x,
  y,
  w,
  h,
  values,
  color,
  area = true,
  dashed = false,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  values: number[];
  color: string;
  area?: boolean;
  dashed?: boolean;
}) {
  const max = Math.max(...values);
  const min = Math.min(...values);
  const points = values.map((value, i) => [
    x + (w * i) / (values.length - 1),
    y + h - ((value - min) / (max - min || 1)) * h * 0.85 - h * 0.05,
  ]);
  const path = points.map(([px, py], i) => `${i ? "L" : "M"}${px?.toFixed(1)} ${py?.toFixed(1)}`).join("");
  const last = points[points.length - 1] ?? [x, y];
  return (
    <g>
      {[0, 1, 2, 3].map((i) => (
        <rect key={i} x={x} y={y + (h * i) / 3} width={w} height="1" fill={line} />
      ))}
      {area ? <path d={`${path}L${x + w} ${y + h}L${x} ${y + h}Z`} fill={color} opacity="0.12" /> : null}
      <path
        d={path}
        fill="none"
        stroke={color}
        strokeWidth="3"
        strokeLinejoin="round"
        strokeLinecap="round"
        strokeDasharray={dashed ? "6 6" : undefined}
      />
      {dashed ? null : <circle cx={last[0]} cy={last[1]} r="5" fill={white} stroke={color} strokeWidth="3" />}
    </g>
  );
}

/** A ring filled to `value` (0–1) from the top, clockwise. */
export function Ring({
  cx,
  cy,
  r,
  value,
  color,
  width = 12,
  track = line,
}: {
  cx: number;
  cy: number;
  r: number;
  value: number;
  color: string;
  width?: number;
  track?: string;
}) {
  const circumference = 2 * Math.PI * r;
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} fill="none" stroke={track} strokeWidth={width} />
      <circle
        cx={cx}
        cy={cy}
        r={r}
        fill="none"
        stroke={color}
        strokeWidth={width}
        strokeLinecap="round"
        strokeDasharray={`${(circumference * value).toFixed(1)} ${circumference.toFixed(1)}`}
        transform={`rotate(-90 ${cx} ${cy})`}
      />
    </g>
  );
}

/** A list row inside a card or on the page: leading element, two lines of text, trailing text. */
export function Row({
  y,
  title,
  subtitle,
  leading,
  trailing,
  trailingColor = muted,
  x = 20,
  w = W - 40,
  divider = true,
}: {
  y: number;
  title: string;
  subtitle?: string;
  leading?: ReactNode;
  trailing?: ReactNode;
  trailingColor?: string;
  x?: number;
  w?: number;
  divider?: boolean;
}) {
  const textX = leading ? x + 56 : x;
  return (
    <g>
      {leading}
      <T x={textX} y={subtitle ? y + 20 : y + 28} size={15} weight={600}>
        {title}
      </T>
      {subtitle ? (
        <T x={textX} y={y + 40} size={13} fill={muted}>
          {subtitle}
        </T>
      ) : null}
      {typeof trailing === "string" ? (
        <T x={x + w} y={y + 28} size={13} weight={600} fill={trailingColor} anchor="end">
          {trailing}
        </T>
      ) : (
        trailing
      )}
      {divider ? <rect x={textX} y={y + 56} width={x + w - textX} height="1" fill={line} /> : null}
    </g>
  );
}

/** A search or text field. */
export function Field({
  x,
  y,
  w,
  text,
  icon,
  label,
  h = 48,
}: {
  x: number;
  y: number;
  w: number;
  text: string;
  icon?: ScreenIconName;
  label?: string;
  h?: number;
}) {
  return (
    <g>
      {label ? (
        <T x={x} y={y - 8} size={12} weight={600} fill={muted}>
          {label}
        </T>
      ) : null}
      <rect x={x} y={y} width={w} height={h} rx="12" fill={white} stroke={line} strokeWidth="1.5" />
      {icon ? <Icon name={icon} x={x + 14} y={y + h / 2 - 10} size={20} color={muted} /> : null}
      <T x={icon ? x + 44 : x + 16} y={y + h / 2 + 5} size={15} fill={label ? ink : muted}>
        {text}
      </T>
    </g>
  );
}

/** A section heading on the page, with an optional link on the right. */
export function Heading({ y, text, link, theme }: { y: number; text: string; link?: string; theme?: Theme }) {
  return (
    <g>
      <T x={20} y={y} size={17} weight={700}>
        {text}
      </T>
      {link && theme ? (
        <T x={W - 20} y={y} size={13} weight={600} fill={theme.strong} anchor="end">
          {link}
        </T>
      ) : null}
    </g>
  );
}

/** Text on several lines, broken where the screen's author broke it (SVG does not wrap). */
export function Lines({
  x,
  y,
  lines,
  size = 14,
  gap = 1.45,
  fill = ink,
  weight = 400,
  anchor = "start",
}: {
  x: number;
  y: number;
  lines: string[];
  size?: number;
  gap?: number;
  fill?: string;
  weight?: 400 | 500 | 600 | 700 | 800;
  anchor?: "start" | "middle" | "end";
}) {
  return (
    <>
      {lines.map((text, i) => (
        <T key={text} x={x} y={y + i * size * gap} size={size} fill={fill} weight={weight} anchor={anchor}>
          {text}
        </T>
      ))}
    </>
  );
}

/** A mock screen: drawn in the app's colours. */
export type Screen = (theme: Theme) => ReactElement;

/** A town map: blocks, a park, a river, streets, and pins (each pin's colour given). */
export function MapArt({
  x,
  y,
  w,
  h,
  pins,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  pins: { x: number; y: number; colour: string; label?: string }[];
}) {
  const clip = `map-${x}-${y}`;
  return (
    <g>
      <defs>
        <clipPath id={clip}>
          <rect x={x} y={y} width={w} height={h} />
        </clipPath>
      </defs>
      <g clipPath={`url(#${clip})`}>
        <rect x={x} y={y} width={w} height={h} fill="#eef0ea" />
        <path d={`M${x + w * 0.55} ${y}h${w * 0.3}v${h * 0.28}h-${w * 0.3}z`} fill="#cfe8c9" />
        <path d={`M${x} ${y + h * 0.7}h${w * 0.22}v${h * 0.3}h-${w * 0.22}z`} fill="#cfe8c9" />
        <path
          d={`M${x - 10} ${y + h * 0.36}C${x + w * 0.25} ${y + h * 0.3} ${x + w * 0.45} ${y + h * 0.62} ${x + w + 10} ${y + h * 0.5}`}
          fill="none"
          stroke="#b9d8f0"
          strokeWidth="18"
        />
        {[0.16, 0.42, 0.68, 0.9].map((f) => (
          <rect key={`v${f}`} x={x + w * f} y={y} width="7" height={h} fill={white} />
        ))}
        {[0.14, 0.6, 0.84].map((f) => (
          <rect key={`h${f}`} x={x} y={y + h * f} width={w} height="7" fill={white} />
        ))}
        <path d={`M${x} ${y + h}L${x + w} ${y + h * 0.1}`} stroke="#fde68a" strokeWidth="9" />
        {pins.map((pin) => (
          <g key={`${pin.x}-${pin.y}`}>
            <path
              d={`M${pin.x} ${pin.y}c-9-10-14-16-14-23a14 14 0 0 1 28 0c0 7-5 13-14 23z`}
              fill={pin.colour}
              stroke={white}
              strokeWidth="2"
            />
            <circle cx={pin.x} cy={pin.y - 23} r="5" fill={white} />
          </g>
        ))}
      </g>
    </g>
  );
}
