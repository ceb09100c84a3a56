import type { Page } from "@playwright/test";

/** The header's navigation (desktop bar or mobile accordion, whichever the width shows). */
export const mainNav = (page: Page) => page.getByRole("navigation", { name: "Navigation principale" });

/** The header element, with its `data-variant` (overlay | plain) and `data-solid` (translucent) state. */
export const header = (page: Page) => page.locator("header[data-variant]");
