import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Link, Router, useLocation } from "wouter";
import { appPathOf, localeRouter, publicPathOf } from "./locale-router.en.js";

function Shown() {
  const [location] = useLocation();
  return (
    <p>
      {location} <Link href="/careers/assistant-administratif?x=1">job</Link>
    </p>
  );
}

describe("the English build's router", () => {
  it("shows the app the French path of an English address, and writes links at their English address", () => {
    const html = renderToString(
      <Router ssrPath="/en/legal/legal-notice" {...localeRouter}>
        <Shown />
      </Router>,
    );
    expect(html).toContain("/legal/mentions-legales");
    expect(html).toContain('href="/en/careers/administrative-assistant?x=1"');
  });

  it("leaves an address no route knows as it is, for the not-found page", () => {
    expect(appPathOf("/en/nothing-here")).toBe("/en/nothing-here");
    expect(appPathOf("/en")).toBe("/");
    expect(publicPathOf("/")).toBe("/en");
    expect(publicPathOf("https://example.com/careers")).toBe("https://example.com/careers");
  });
});
