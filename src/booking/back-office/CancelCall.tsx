import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../app/trpc/client.js";
import type { CalendarCall } from "../../back-office/index.js";
import { messages } from "../../shared/messages/catalogue.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";
import { serverMessage } from "../../ui/forms/server-error.js";
import { toast } from "../../ui/Toasts.js";

/**
 * « Annuler » opens a confirmation with an optional message for the visitor; only its button cancels
 * (the slot is offered again and the visitor mailed at once, so one click must not do it).
 */
export function CancelCall({ call }: { call: CalendarCall }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const cancel = useMutation(
    trpc.admin.cancelCall.mutationOptions({
      onSuccess: async () => {
        toast.success(messages.callCalendar.cancelledToast(call.reference));
        await Promise.all([
          queryClient.invalidateQueries(trpc.admin.calendar.pathFilter()),
          queryClient.invalidateQueries(trpc.admin.inbox.pathFilter()),
        ]);
      },
      onError: (error) => toast.error(serverMessage(error, messages.callCalendar.cancelFailed)),
    }),
  );
  return (
    <details className="w-full sm:w-80">
      <summary className={`${buttonStyles.small} cursor-pointer list-none`}>{messages.formWords.cancelButton}</summary>
      <form
        className="mt-2 space-y-2"
        aria-label={messages.callCalendar.cancelCallLabel(call.reference)}
        onSubmit={(event) => {
          event.preventDefault();
          const message = String(new FormData(event.currentTarget).get("message") ?? "");
          cancel.mutate({ reference: call.reference, message });
        }}
      >
        <p className="text-sm text-slate-700">
          {call.firstName} {call.lastName}
          {messages.callCalendar.visitorWillBeMailedAfter}
        </p>
        <label className="block text-sm font-medium text-slate-700">
          {messages.callCalendar.messageLabel}
          <textarea
            name="message"
            rows={3}
            maxLength={2000}
            className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
          />
        </label>
        <button type="submit" className={`${buttonStyles.danger} px-3 py-1.5 text-sm`} disabled={cancel.isPending}>
          {messages.callCalendar.confirmCancelButton}
        </button>
      </form>
    </details>
  );
}
