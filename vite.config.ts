import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { slimContent } from "./scripts/vite/slim-content.js";
import { loadConfig } from "./server/config/config.js";

const contentDir = fileURLToPath(new URL("./.contentlayer/generated", import.meta.url));
// Configuration the prerendered pages print: read through the one config module, fixed at build time.
const { supportEmail } = loadConfig();

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [slimContent(), react(), tailwindcss()],
  define: { __SUPPORT_EMAIL__: JSON.stringify(supportEmail) },
  resolve: {
    alias: [{ find: /^@content(\/.*)?$/, replacement: `${contentDir}$1` }],
  },
  build: isSsrBuild
    ? { outDir: "dist/prerender", emptyOutDir: true, copyPublicDir: false, ssrEmitAssets: false }
    : { outDir: "dist/client", emptyOutDir: true, manifest: true, assetsInlineLimit: 0 },
  server: { watch: { ignored: ["**/data/**", "**/dist/**"] } },
  test: {
    include: ["{src,server,scripts,content-model}/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
}));
