/**
 * The ports of the end-to-end run (app, test-services control API, SMTP, OpenID provider), all derived from E2E_PORT so parallel runs on one machine
 * (each with its own E2E_PORT) never share a mailbox or an identity provider.
 */
export function testPorts(appPort = Number(process.env.E2E_PORT ?? 4173)) {
  return { app: appPort, control: appPort + 10_000, smtp: appPort + 11_000, oidc: appPort + 12_000 };
}
