import { expect, test } from "./fixtures.js";

/**
 * The session cookie as Chromium handles it with the production settings (`__Host-` prefix, Secure,
 * HttpOnly) over http://localhost, through the same-origin tRPC calls the React app makes.
 */
test("a same-origin registration signs the browser in with an HttpOnly __Host- cookie that survives a reload", async ({
  page,
  context,
}) => {
  await page.goto("/");
  const email = `e2e-${Date.now()}@example.fr`;
  const call = (path: string, body?: unknown) =>
    page.evaluate(
      async ([path, body]) => {
        const response = await fetch(path as string, {
          method: body === undefined ? "GET" : "POST",
          headers: body === undefined ? {} : { "content-type": "application/json" },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return {
          status: response.status,
          json: await response.json(),
          cookieVisible: document.cookie.includes("session"),
        };
      },
      [path, body] as const,
    );

  const registered = await call("/trpc/auth.register", {
    firstName: "Élise",
    lastName: "Vidal",
    email,
    password: "Sup3rSecret",
  });
  expect(registered.status).toBe(200);
  expect(registered.cookieVisible).toBe(false);
  const cookie = (await context.cookies()).find((each) => each.name === "__Host-session");
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/" });
  expect(cookie?.expires).toBe(-1);

  // Network idle: signed in, the header keeps the basket on the server (docs/0025); signing out under its first
  // request would answer it 401, a console error that belongs to this test's timing, not to the page.
  await page.reload({ waitUntil: "networkidle" });
  const me = await call("/trpc/auth.me");
  expect(me.json.result.data).toMatchObject({ email, firstName: "Élise", isEmailVerified: false });

  const out = await call("/trpc/auth.logout", {});
  expect(out.status).toBe(200);
  expect((await context.cookies()).some((each) => each.name === "__Host-session")).toBe(false);
  expect((await call("/trpc/auth.me")).json.result.data).toBeNull();
});
