import { VerificationWaiting } from "../verification/verification-waiting.js";

export default function Page() {
  return <VerificationWaiting />;
}
