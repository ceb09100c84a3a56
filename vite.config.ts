import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { slimContent } from "./scripts/vite/slim-content.js";

const contentDir = fileURLToPath(new URL("./.contentlayer/generated", import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [slimContent(), react(), tailwindcss()],
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
