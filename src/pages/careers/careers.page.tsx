import { PendingPage } from "../pending/PendingPage.js";

export default function Page() {
  return <PendingPage title="Carrière" />;
}
