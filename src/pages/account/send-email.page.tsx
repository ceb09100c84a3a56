import { VerificationWaiting } from "../../account/verification/verification-waiting.js";

export default function Page() {
  return <VerificationWaiting />;
}
