import { describe, expect, it } from "vitest";
import { getPath, nestErrors, setPath } from "./field-paths.js";

describe("field paths", () => {
  it("reads and writes a field of a group without changing the values in place", () => {
    const values = { consent: false, customer: { email: "", firstName: "Léa" } };
    const changed = setPath(values, "customer.email", "lea@example.fr");
    expect(getPath(changed, "customer.email")).toBe("lea@example.fr");
    expect(getPath(changed, "customer.firstName")).toBe("Léa");
    expect(getPath(values, "customer.email")).toBe("");
    expect(changed.consent).toBe(false);
  });

  it("shapes flat messages like the values the forms read", () => {
    const errors = nestErrors<{ email: string; customer: { company: string } }>(
      new Map([
        ["email", { message: "Invalid email address" }],
        ["customer.company", { message: "Company is required" }],
        ["root", { message: "Try again" }],
      ]),
    );
    expect(errors.email?.message).toBe("Invalid email address");
    expect(errors.customer?.company?.message).toBe("Company is required");
    expect(errors.root?.message).toBe("Try again");
  });
});
