import { expect } from "@playwright/test";
import { testPorts } from "./test-ports.js";
import type { CapturedMail, GoogleIdentity } from "./test-services.js";

const servicesUrl = `http://127.0.0.1:${testPorts().services}`;

/** Every mail the SMTP server has received for this address, oldest first. */
export async function mailsTo(address: string): Promise<CapturedMail[]> {
  const response = await fetch(`${servicesUrl}/mails?to=${encodeURIComponent(address)}`);
  return (await response.json()) as CapturedMail[];
}

/**
 * Waits for a mail to `address` carrying a link to `pathname` on the site, and returns that link
 * as written in the mail: tests follow it the way the user would.
 */
export async function linkFromMail(address: string, pathname: string, { after = 0 } = {}): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"'<>]+${pathname.replace(/[/]/g, "\\/")}\\?token=[^\\s"'<>]+`);
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await mailsTo(address)).filter((mail) => mail.receivedAt >= after);
        link = mails
          .map((mail) => pattern.exec(mail.text)?.[0] ?? pattern.exec(mail.html)?.[0])
          .filter(Boolean)
          .at(-1);
        return link;
      },
      { message: `a mail to ${address} with a ${pathname} link` },
    )
    .toBeTruthy();
  return (link as string).replaceAll("&amp;", "&");
}

/** Chooses who the local OpenID provider signs in as ("Google" in the app). */
export async function setGoogleIdentity(identity: GoogleIdentity): Promise<void> {
  const response = await fetch(`${servicesUrl}/google-identity`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(identity),
  });
  expect(response.ok).toBe(true);
}
