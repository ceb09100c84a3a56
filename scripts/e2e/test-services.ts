/**
 * Runs the SMTP capture and the local OpenID provider for end-to-end runs (see
 * server/testing/test-services.ts for the control API). Ports from the environment:
 *   TEST_SMTP_PORT (default 4225), TEST_OIDC_PORT (4226), TEST_CONTROL_PORT (4227)
 *
 *   npx tsx scripts/e2e/test-services.ts
 * The app under test then needs SMTP_URL=smtp://127.0.0.1:4225, GOOGLE_ISSUER_URL=http://localhost:4226,
 * GOOGLE_CLIENT_ID=novadis-test-client, GOOGLE_CLIENT_SECRET=novadis-test-secret.
 */
import { startTestServices } from "../../server/testing/test-services.js";

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

const services = await startTestServices({
  smtp: port("TEST_SMTP_PORT", 4225),
  oidc: port("TEST_OIDC_PORT", 4226),
  control: port("TEST_CONTROL_PORT", 4227),
});
console.log(JSON.stringify({ controlUrl: services.controlUrl, appEnv: services.appEnv }));

const stop = async () => {
  await services.close();
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
