import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../app/trpc/client.js";
import { requestStatuses, requestStatusLabels } from "../../requests/shared/request-types.js";
import { messages } from "../../shared/messages/catalogue.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";
import { serverMessage } from "../../ui/forms/server-error.js";
import { toast } from "../../ui/Toasts.js";
import type { RequestDetail } from "../admin-types.js";

const fieldStyle = "mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm";

/** After any change the request (its history) and the inbox are read again. */
function useDeskHandlers(done: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return {
    onSuccess: async () => {
      toast.success(done);
      await Promise.all([
        queryClient.invalidateQueries(trpc.admin.request.pathFilter()),
        queryClient.invalidateQueries(trpc.admin.inbox.pathFilter()),
      ]);
    },
    onError: (error: unknown) => toast.error(serverMessage(error, messages.adminArea.actionFailed)),
  };
}

/** Status, owner and an internal note: each a small form of its own, recorded in the history. */
export function RequestControls({ request }: { request: RequestDetail }) {
  const trpc = useTRPC();
  const team = useQuery(trpc.admin.team.queryOptions());
  const setStatus = useMutation(
    trpc.admin.setStatus.mutationOptions(useDeskHandlers(messages.backOfficeRequest.statusChanged)),
  );
  const assign = useMutation(
    trpc.admin.assign.mutationOptions(useDeskHandlers(messages.backOfficeRequest.ownerChanged)),
  );
  const addNote = useMutation(
    trpc.admin.addNote.mutationOptions(useDeskHandlers(messages.backOfficeRequest.noteAdded)),
  );
  const reply = useMutation(trpc.admin.reply.mutationOptions(useDeskHandlers(messages.backOfficeRequest.replySent)));
  const [note, setNote] = useState("");
  const [answer, setAnswer] = useState("");
  const { reference } = request;

  return (
    <div className="space-y-5">
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const status = new FormData(event.currentTarget).get("status") as RequestDetail["status"];
          setStatus.mutate({ reference, status });
        }}
      >
        <label className="min-w-40 flex-1 text-sm font-medium text-slate-700">
          {messages.backOfficeRequest.statusLabel}
          <select name="status" defaultValue={request.status} key={request.status} className={fieldStyle}>
            {requestStatuses.map((status) => (
              <option key={status} value={status}>
                {requestStatusLabels[status]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonStyles.small} disabled={setStatus.isPending}>
          {messages.backOfficeRequest.changeStatusButton}
        </button>
      </form>

      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const owner = String(new FormData(event.currentTarget).get("owner") ?? "");
          assign.mutate({ reference, ownerId: owner === "" ? null : owner });
        }}
      >
        <label className="min-w-40 flex-1 text-sm font-medium text-slate-700">
          {messages.backOfficeRequest.ownerLabel}
          <select
            name="owner"
            defaultValue={request.owner?.id ?? ""}
            key={request.owner?.id ?? ""}
            className={fieldStyle}
          >
            <option value="">{messages.backOfficeRequest.nobodyLabel}</option>
            {team.data?.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonStyles.small} disabled={assign.isPending}>
          {messages.backOfficeRequest.assignButton}
        </button>
      </form>

      <form
        onSubmit={(event) => {
          event.preventDefault();
          addNote.mutate({ reference, text: note });
          setNote("");
        }}
      >
        <label className="block text-sm font-medium text-slate-700">
          {messages.backOfficeRequest.noteLabel}
          <textarea
            name="note"
            rows={3}
            required
            maxLength={4000}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            className={fieldStyle}
          />
        </label>
        <button type="submit" className={`mt-2 ${buttonStyles.small}`} disabled={addNote.isPending}>
          {messages.backOfficeRequest.addNoteButton}
        </button>
      </form>

      <form
        onSubmit={(event) => {
          event.preventDefault();
          reply.mutate({ reference, text: answer });
          setAnswer("");
        }}
      >
        <label className="block text-sm font-medium text-slate-700">
          {messages.backOfficeRequest.replyLabel(request.email)}
          <textarea
            name="reply"
            rows={5}
            required
            maxLength={10000}
            value={answer}
            onChange={(event) => setAnswer(event.target.value)}
            className={fieldStyle}
          />
        </label>
        <p className="mt-1 text-xs text-slate-600">{messages.backOfficeRequest.replyHint}</p>
        <button type="submit" className={`mt-2 ${buttonStyles.small}`} disabled={reply.isPending}>
          {messages.backOfficeRequest.sendReplyButton}
        </button>
      </form>
    </div>
  );
}
