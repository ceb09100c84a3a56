import { describe, expect, it } from "vitest";
import { buildPath, matchRoute, redirectFor, routes } from "./route-table.js";

describe("route table", () => {
  it("matches literal and parameterised routes, decoding parameters", () => {
    expect(matchRoute("/")?.name).toBe("home");
    expect(matchRoute("/start-scale")?.name).toBe("start-scale");
    expect(matchRoute("/start-scale/")?.name).toBe("start-scale");
    expect(matchRoute("/expertises/cloud-devops")).toMatchObject({ name: "expertise", params: { id: "cloud-devops" } });
    expect(matchRoute("/applications/view/Mon%20App%C3%A9")?.params).toEqual({ title: "Mon Appé" });
    expect(matchRoute("/blog")?.name).toBe("blog");
    expect(matchRoute("/blog/page/2")).toMatchObject({ name: "blog-page", params: { page: "2" } });
    expect(matchRoute("/blog/concevoir-une-api-durable")).toMatchObject({
      name: "article",
      params: { slug: "concevoir-une-api-durable" },
    });
  });

  it("matches nothing for unknown paths, extra segments or malformed encodings", () => {
    expect(matchRoute("/does-not-exist")).toBeNull();
    expect(matchRoute("/expertises/a/b")).toBeNull();
    expect(matchRoute("/applications/view/%E0%A4%A")).toBeNull();
  });

  it("round-trips parameters through buildPath", () => {
    const path = buildPath("/applications/view/:title", { title: "Cartes & co / 2" });
    expect(path).toBe("/applications/view/Cartes%20%26%20co%20%2F%202");
    expect(matchRoute(path)?.params.title).toBe("Cartes & co / 2");
    expect(() => buildPath("/expertises/:id")).toThrow(/:id/);
  });

  it("redirects the original site's old addresses", () => {
    expect(redirectFor("/careers-page")).toBe("/careers");
    expect(redirectFor("/application/view/Robot%20Arena")).toBe("/applications/view/Robot%20Arena");
    expect(redirectFor("/careers")).toBeNull();
  });

  it("has unique names and patterns", () => {
    expect(new Set(routes.map((route) => route.name)).size).toBe(routes.length);
    expect(new Set(routes.map((route) => route.pattern)).size).toBe(routes.length);
  });
});
