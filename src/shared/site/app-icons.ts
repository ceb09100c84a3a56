import { brand } from "./brand.js";

/**
 * The site's bitmap icons, drawn from the logo's mark by scripts/media/make-share-images.ts (committed under
 * public/): the web app manifest's icons, the home-screen icon iOS asks for, and the Organization's logo in
 * structured data (search engines want a bitmap of at least 112 × 112, not the SVG favicon).
 */
export const appIcons = {
  /** The mark on its rounded square, transparent corners. */
  icon192: { path: "/media/brand/icon-192.png", size: 192 },
  icon512: { path: "/media/brand/icon-512.png", size: 512 },
  /** Full-bleed, the mark inside the central 80 % that every mask keeps. */
  maskable512: { path: "/media/brand/icon-maskable-512.png", size: 512 },
  /** Full-bleed and opaque: iOS rounds the corners itself and would fill transparency with black. */
  appleTouch: { path: "/apple-touch-icon.png", size: 180 },
} as const;

/** The Organization's logo: the 512 × 512 icon. */
export const logoPath = appIcons.icon512.path;

/** The header's dark indigo (brand-950 in src/styles/global.css): the browser's toolbar and the splash screen. */
export const themeColor = "#0f0d2e";

export const webManifestPath = "/manifest.webmanifest";

/** The web app manifest (served as /manifest.webmanifest, written at prerender). */
export function webManifest(): Record<string, unknown> {
  const icon = ({ path, size }: { path: string; size: number }, purpose: string) => ({
    src: path,
    sizes: `${size}x${size}`,
    type: "image/png",
    purpose,
  });
  return {
    name: brand.name,
    short_name: brand.name,
    description: brand.tagline,
    lang: "fr",
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "browser",
    theme_color: themeColor,
    background_color: themeColor,
    icons: [icon(appIcons.icon192, "any"), icon(appIcons.icon512, "any"), icon(appIcons.maskable512, "maskable")],
  };
}

/** What every page's <head> says of them: the manifest, the home-screen icon, the toolbar's colour. */
export const appIconTags = (): string[] => [
  `<link rel="manifest" href="${webManifestPath}" />`,
  `<link rel="apple-touch-icon" href="${appIcons.appleTouch.path}" />`,
  `<meta name="theme-color" content="${themeColor}" />`,
];
