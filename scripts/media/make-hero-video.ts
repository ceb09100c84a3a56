/**
 * Renders the home hero's background video and its poster (docs/0062): every frame of scripts/media/hero-frame.ts
 * drawn by the local Chromium, then encoded by ffmpeg (WebM VP9, MP4 H.264, and the first frame as the WebP
 * poster). No footage, no download. Run after changing the look: `npm run media:hero`; the outputs are committed
 * under public/media/ (the container build has neither Chromium nor ffmpeg).
 * Needs ffmpeg with libvpx-vp9, libx264 and libwebp (Debian: apt-get install ffmpeg).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { chromiumExecutable, chromiumFlags } from "../../tests/e2e/support/chromium-executable.js";
import { HERO_SIZE, heroFrameSvg } from "./hero-frame.js";

const out = join(import.meta.dirname, "..", "..", "public", "media");
/** 30 s at 20 frames a second: one slow turn of the orbits, which loops without a seam. */
const FPS = 20;
const FRAMES = 30 * FPS;

const frames = mkdtempSync(join(tmpdir(), "hero-frames-"));
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumFlags });
const page = await browser.newPage({ viewport: HERO_SIZE });
for (let index = 0; index < FRAMES; index++) {
  await page.setContent(`<body style="margin:0">${heroFrameSvg(index / FRAMES)}</body>`);
  await page.screenshot({ path: join(frames, `${String(index).padStart(4, "0")}.png`) });
}
await browser.close();

const ffmpeg = (...args: string[]) =>
  execFileSync("ffmpeg", ["-y", "-hide_banner", "-loglevel", "error", ...args], { stdio: "inherit" });
const input = ["-framerate", String(FPS), "-i", join(frames, "%04d.png")];
ffmpeg(
  ...input,
  "-c:v",
  "libvpx-vp9",
  "-b:v",
  "0",
  "-crf",
  "40",
  "-row-mt",
  "1",
  "-deadline",
  "good",
  "-cpu-used",
  "2",
  "-pix_fmt",
  "yuv420p",
  "-an",
  join(out, "hero.webm"),
);
ffmpeg(
  ...input,
  "-c:v",
  "libx264",
  "-preset",
  "slow",
  "-crf",
  "28",
  "-pix_fmt",
  "yuv420p",
  "-movflags",
  "+faststart",
  "-an",
  join(out, "hero.mp4"),
);
// The poster is the first frame: what shows before (or instead of) the video.
ffmpeg(
  "-i",
  join(frames, "0000.png"),
  "-frames:v",
  "1",
  "-c:v",
  "libwebp",
  "-quality",
  "80",
  join(out, "hero-poster.webp"),
);
rmSync(frames, { recursive: true, force: true });

for (const file of ["hero.webm", "hero.mp4", "hero-poster.webp"]) {
  console.log(`${file} ${(statSync(join(out, file)).size / 1024).toFixed(1)} KB`);
}
