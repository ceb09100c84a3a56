import type { Request } from "express";
import { describe, expect, it } from "vitest";
import { readCookie } from "./cookies.js";

const sent = (cookie?: string) => ({ headers: cookie === undefined ? {} : { cookie } }) as Request;

/** What the hand-written parser did before the `cookie` package (docs/0044-server-libraries.md). */
describe("reading a cookie from the Cookie header", () => {
  it("finds it among others, spaces trimmed, percent-decoded, '=' kept in the value", () => {
    expect(readCookie(sent("a=1; session=abc%20d ;b=2"), "session")).toBe("abc d");
    expect(readCookie(sent("__Host-device=x.y=="), "__Host-device")).toBe("x.y==");
    expect(readCookie(sent("flag; session=t"), "session")).toBe("t");
  });

  it("keeps the first of two cookies with one name (the browser sends the most specific path first)", () => {
    expect(readCookie(sent("session=first; session=second"), "session")).toBe("first");
  });

  it("answers null when absent, when the header is missing, and for a value that is not percent-encoding", () => {
    expect(readCookie(sent("other=1"), "session")).toBeNull();
    expect(readCookie(sent(), "session")).toBeNull();
    expect(readCookie(sent("session=%E0%A4%A"), "session")).toBeNull();
    expect(readCookie(sent("sessionx=1; xsession=2"), "session")).toBeNull();
  });
});
