/**
 * Values fixed when the site is built, from the server's validated configuration
 * (vite.config.ts passes them through `define`). See docs/0003-support-email-at-build-time.md.
 */
declare const __SUPPORT_EMAIL__: string;
