import type { Kysely } from "kysely";
import type { Config } from "../platform/config/config.js";
import type { Database } from "../platform/db/schema.js";
import { enqueueMail } from "../platform/mail/outbox.js";
import { teamReplyMail } from "../requests/index.js";
import { teamAddress } from "../requests/shared/team-address.js";
import type { Actor } from "./actor.js";
import { recordStep } from "./request-desk.js";

/**
 * A reply written in the back-office: queued in the outbox in the same transaction as its line in the
 * history and the audit log (the mail exists if and only if the step does), Reply-To the team mailbox of its type (docs/0057).
 */
export function createRequestReply(deps: {
  db: Kysely<Database>;
  config: Config;
  mailQueued: () => void;
  now: () => number;
}) {
  return {
    async reply(actor: Actor, input: { reference: string; text: string }) {
      const at = deps.now();
      await recordStep(
        deps.db,
        actor,
        {
          reference: input.reference,
          kind: "reply",
          action: "request.reply",
          body: input.text,
          change: (trx, row) =>
            enqueueMail(
              trx,
              {
                userId: row.userId,
                to: row.email,
                content: teamReplyMail(row, input.text),
                kind: "team-reply",
                replyTo: teamAddress(deps.config, row.type),
              },
              at,
            ),
        },
        at,
      );
      deps.mailQueued();
    },
  };
}
