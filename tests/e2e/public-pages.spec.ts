import { expect, test } from "./fixtures.js";
import { expectEveryControlActs } from "./helpers/actionable-controls.js";
import { callToActionWidths, expectCallToActionInBar } from "./helpers/call-to-action.js";
import { expectOneLeftEdge, layoutWidths } from "./helpers/layout-edges.js";
import { expectAccessiblePage } from "./helpers/public-page-accessibility.js";
import { publicPaths } from "./helpers/public-routes.js";
import { viewports } from "./helpers/viewports.js";

const paths = publicPaths();

// Four axe passes' worth of CPU at most per page on a loaded machine, and every link fetched.
test.describe.configure({ timeout: 150_000 });

test("the build has public pages to check", () => {
  expect(paths).toContain("/");
  expect(paths).toContain("/support");
});

/**
 * Every public page of the build, loaded once (a load and its hydration are most of an end-to-end test's time;
 * once per page rather than once per check saves three of four): the structure and axe, the call to action in
 * the bar, the one left edge, then every control, whose clicks change the page, last.
 */
for (const path of paths) {
  test(`${path}: landmarks and axe; « Parlons de votre projet » in the bar at ${callToActionWidths.join(", ")} px; one left edge at ${layoutWidths.join(", ")} px; every link and button does something`, async ({
    page,
    request,
    baseURL,
  }) => {
    await page.setViewportSize(viewports.narrow);
    await page.goto(path, { waitUntil: "networkidle" });
    await expectAccessiblePage(page);
    await expectCallToActionInBar(page);
    await expectOneLeftEdge(page);
    await page.setViewportSize({ width: 1280, height: 720 });
    await expectEveryControlActs(page, request, baseURL);
  });
}
