import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { messages } from "../../shared/messages/catalogue.js";
import type { Offer } from "../shared/offer-catalogue.js";
import { OfferDetails } from "./OfferDetails.js";
import { StartScaleIcon } from "./StartScaleIcon.js";

interface OfferDialogProps {
  offer: Offer | null;
  open: boolean;
  onClose: () => void;
}

/** The offer's page, over the catalogue. Headless UI traps focus and closes on Escape and backdrop. */
export function OfferDialog({ offer, open, onClose }: OfferDialogProps) {
  if (!offer) return null;
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-slate-950/60 backdrop-blur-sm transition-opacity duration-300 data-closed:opacity-0"
      />
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-end justify-center p-0 sm:items-center sm:p-6">
          <DialogPanel
            transition
            data-testid="offer-dialog"
            className="relative w-full max-w-3xl rounded-t-3xl bg-white shadow-2xl transition duration-300 data-closed:translate-y-4 data-closed:opacity-0 sm:rounded-3xl"
          >
            <OfferDetails
              offer={offer}
              frame="dialog"
              titleAs={DialogTitle}
              sectionHeading="h3"
              action={
                <button
                  type="button"
                  onClick={onClose}
                  aria-label={messages.startScale.closeLabel}
                  className="-mr-2 -mt-1 rounded-full p-2 text-white hover:bg-white/10"
                >
                  <StartScaleIcon name="close" className="h-5 w-5" />
                </button>
              }
            />
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
