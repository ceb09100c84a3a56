import { execFileSync } from "node:child_process";
import { type APIRequestContext, expect } from "@playwright/test";
import { newAccount, type TestAccount } from "./account.js";

/** Registers through the API (not the subject here), then gives the role with the documented command. */
export async function teamMember(
  request: APIRequestContext,
  label: string,
  role: "staff" | "admin",
): Promise<TestAccount> {
  const account = newAccount(label);
  const registered = await request.post("/trpc/auth.register", {
    data: {
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      password: account.password,
    },
  });
  expect(registered.ok()).toBe(true);
  execFileSync("npm", ["run", "--silent", "admin", "--", "promote", account.email, role], {
    env: { ...process.env, DATABASE_PATH: process.env.E2E_DATABASE_PATH },
  });
  return account;
}
