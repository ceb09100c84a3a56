import { normalizeClientKey } from "../../src/accounts/shared/client-key.js";
import type { RequestInput } from "../../src/requests/shared/request-schemas.js";
import { messages } from "../../src/shared/messages/catalogue.js";
import { enqueueMail } from "../platform/mail/outbox.js";
import { ServiceError } from "../platform/service-error.js";
import type { Intake } from "./intake.js";
import { type AboutLabel, type AboutLine, priorityKeyUsedMail } from "./request-mails.js";
import type { RequestsContext, Submitter } from "./requests-context.js";

/** A content id the visitor sent, named, or a refusal naming the field. */
function named(ids: ReadonlyMap<string, string>, id: string | undefined, field: string, message: string) {
  if (id === undefined) return undefined;
  const title = ids.get(id);
  if (title === undefined) throw new ServiceError("bad-request", message, { field });
  return title;
}

/** Quote, contact, support and priority requests (docs/0014). */
export function createVisitorRequests(ctx: RequestsContext, intake: Intake) {
  const { db, catalogue, logger } = ctx;

  async function keyOwner(clientKey: string, submitter: Submitter) {
    const key = normalizeClientKey(clientKey);
    const owner = key
      ? await db.selectFrom("user").select(["id", "email", "firstName"]).where("clientKey", "=", key).executeTakeFirst()
      : undefined;
    if (!owner) {
      logger.warn({ event: "requests.priority.unknown-key", ip: submitter.meta.ip }, "priority request refused");
      throw new ServiceError("bad-request", messages.requests.clientKeyUnknown, { field: "clientKey" });
    }
    return owner;
  }

  return {
    async submit(input: RequestInput, submitter: Submitter): Promise<{ reference: string }> {
      const rules =
        input.type === "priority"
          ? ({ perIp: "priorityPerIp", perEmail: "requestPerEmail" } as const)
          : ({ perIp: "requestPerIp", perEmail: "requestPerEmail" } as const);
      if (!(await intake.admit(submitter, input, rules))) return { reference: intake.decoyReference() };

      const offerId = "offerId" in input ? input.offerId : undefined;
      const expertiseId = "expertiseId" in input ? input.expertiseId : undefined;
      const category = input.type === "support" ? input.category : undefined;
      const mentioned: Array<{ label: AboutLabel; value: string | undefined }> = [
        { label: "offer", value: named(catalogue.offers, offerId, "offerId", messages.requests.offerUnknown) },
        {
          label: "expertise",
          value: named(catalogue.expertises, expertiseId, "expertiseId", messages.requests.expertiseUnknown),
        },
        {
          label: "category",
          value: named(catalogue.helpCategories, category, "category", messages.requests.categoryUnknown),
        },
      ];
      const about = mentioned.filter((each): each is AboutLine & { value: string } => each.value !== undefined);
      const owner = input.type === "priority" ? await keyOwner(input.clientKey, submitter) : null;
      const account = owner ?? submitter.account;

      const stored = await intake.commit(input.type, async (trx) => {
        const stored = await intake.store(
          trx,
          input.type,
          submitter,
          input,
          {
            company: input.company ?? null,
            subject: input.subject ?? null,
            message: input.message,
            category: category ?? null,
            offerId: offerId ?? null,
            expertiseId: expertiseId ?? null,
            userId: account?.id ?? null,
          },
          about,
        );
        const { summary } = stored;
        await intake.notify(trx, summary, { userId: account?.id ?? null, accountEmail: account?.email ?? null });
        if (owner && owner.email.toLowerCase() !== input.email.toLowerCase()) {
          await enqueueMail(
            trx,
            {
              userId: owner.id,
              to: owner.email,
              kind: "priority-key-used",
              content: priorityKeyUsedMail(owner.firstName, summary, ctx.config),
            },
            stored.createdAt,
          );
        }
        return stored;
      });
      return { reference: stored.reference };
    },
  };
}
