import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { DashboardSkeleton } from "./DashboardSkeleton.js";

describe("DashboardSkeleton", () => {
  it("in the server's HTML (what a browser without JavaScript keeps) says where to go, with no spinner", () => {
    const html = renderToStaticMarkup(
      <Router ssrPath="/dashboard">
        <DashboardSkeleton />
      </Router>,
    );
    expect(html).toContain("Votre compte s&#x27;affiche une fois connecté.");
    expect(html).toContain('href="/login?next=%2Fdashboard"');
    expect(html).not.toContain("animate-spin");
    expect(html).not.toContain("Chargement de votre compte");
  });
});
