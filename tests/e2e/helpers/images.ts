import { type APIRequestContext, expect, type Locator } from "@playwright/test";

/**
 * Every image the locator matches has arrived and decoded (lazy ones are scrolled to first). Returns their
 * addresses, in order.
 */
export async function expectImagesLoaded(images: Locator): Promise<string[]> {
  const sources: string[] = [];
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    sources.push((await image.getAttribute("src")) ?? "");
  }
  return sources;
}

/** The content of the file at each address (decoded), to tell drawings apart. */
export async function imageBodies(request: APIRequestContext, sources: string[]): Promise<Buffer[]> {
  return Promise.all(
    sources.map(async (source) => {
      const response = await request.get(source);
      expect(response.status(), source).toBe(200);
      return response.body();
    }),
  );
}
