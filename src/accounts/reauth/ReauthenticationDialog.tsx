import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { messages } from "../../shared/messages/catalogue.js";
import { ReauthenticationForm } from "./ReauthenticationForm.js";

/**
 * The password prompt of a sensitive action. A module of its own, loaded when the server first asks: Headless
 * UI's dialog is ~15 KB (brotli) that the dashboard does not need before then (docs/0019).
 */
export default function ReauthenticationDialog({ settle }: { settle: (confirmed: boolean) => void }) {
  return (
    <Dialog open onClose={() => settle(false)} className="relative z-50">
      <div className="fixed inset-0 bg-slate-950/60" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
          <DialogTitle className="text-lg font-bold text-slate-900">
            {messages.reauthentication.confirmIdentityTitle}
          </DialogTitle>
          <p className="mt-1 mb-5 text-sm text-slate-600">{messages.reauthentication.dialogIntro}</p>
          <ReauthenticationForm onConfirmed={() => settle(true)} onCancel={() => settle(false)} />
        </DialogPanel>
      </div>
    </Dialog>
  );
}
