import { VerificationWaiting } from "../verification/VerificationWaiting.js";

export default function Page() {
  return <VerificationWaiting />;
}
