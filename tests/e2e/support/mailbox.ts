import { expect } from "@playwright/test";
import type { ProviderUser } from "../../../server/testing/oidc-provider.js";
import type { CapturedMail } from "../../../server/testing/smtp-capture.js";
import { fetchMails } from "../../../server/testing/test-services.js";
import { testPorts } from "./test-ports.js";

const controlUrl = `http://127.0.0.1:${testPorts().control}`;

/** Every mail the SMTP server has received for this address, oldest first. */
export function mailsTo(address: string): Promise<CapturedMail[]> {
  return fetchMails(controlUrl, address);
}

/**
 * Waits for a mail to `address` carrying a link to `pathname` on the site and returns that link as
 * written in the mail: tests follow it the way the user would. `skip` ignores the first mails
 * (those already there before the action under test).
 */
export async function linkFromMail(address: string, pathname: string, { skip = 0 } = {}): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await mailsTo(address)).slice(skip);
        link = mails.flatMap((mail) => mail.links.filter((each) => new URL(each).pathname === pathname)).at(-1);
        return link;
      },
      { message: `a mail to ${address} with a ${pathname} link` },
    )
    .toBeTruthy();
  return link as string;
}

/** Chooses who the local OpenID provider signs in as ("Google" in the app). */
export async function setGoogleIdentity(identity: ProviderUser): Promise<void> {
  const response = await fetch(`${controlUrl}/oidc/user`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(identity),
  });
  expect(response.ok).toBe(true);
}
