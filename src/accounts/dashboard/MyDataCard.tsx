import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../app/trpc/client.js";
import { messages } from "../../shared/messages/catalogue.js";
import { AccountCard } from "../../ui/AccountCard.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";
import { serverMessage } from "../../ui/forms/server-error.js";
import { toast } from "../../ui/Toasts.js";
import { useReauthentication } from "../reauth/use-reauthentication.js";

/** The legal pages' promise of access made real: everything kept about the account, as a JSON file. */
export function MyDataCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [exporting, setExporting] = useState(false);
  const runSensitive = useReauthentication();

  async function exportData() {
    setExporting(true);
    try {
      // The download's helper comes with the data (it is the recovery codes' too, in their lazy chunk).
      const [data, { downloadJson }] = await Promise.all([
        runSensitive(() => queryClient.fetchQuery(trpc.account.exportData.queryOptions(undefined, { staleTime: 0 }))),
        import("./download-json.js"),
      ]);
      downloadJson("novadis-mes-donnees.json", data);
    } catch (error) {
      toast.error(serverMessage(error, messages.dashboard.exportFailed));
    } finally {
      setExporting(false);
    }
  }

  return (
    <AccountCard title={messages.dashboard.myDataHeading} description={messages.dashboard.myDataIntro}>
      <button type="button" className={buttonStyles.small} disabled={exporting} onClick={exportData}>
        {exporting ? messages.dashboard.preparing : messages.dashboard.downloadDataButton}
      </button>
    </AccountCard>
  );
}
