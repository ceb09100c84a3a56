/** How a share ended, for the message beside the button. */
export type ShareOutcome = "shared" | "copied" | "cancelled" | "unavailable";

/**
 * The system share sheet where the browser has one (phones, most desktops), else the address copied to the
 * clipboard; when neither is allowed the page shows the address to copy by hand.
 */
export async function sharePage(title: string, url: string): Promise<ShareOutcome> {
  if (typeof navigator.share === "function" && navigator.canShare?.({ title, url }) !== false) {
    try {
      await navigator.share({ title, url });
      return "shared";
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return "copied";
  } catch {
    return "unavailable";
  }
}
