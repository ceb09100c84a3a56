/**
 * A passkey's name as the server will take it, or the message to show beside the field. The schema (and zod)
 * load on the first submission, not with the dashboard (docs/0035).
 */
export async function checkPasskeyName(name: string): Promise<{ name: string } | { error: string | undefined }> {
  const { passkeyName } = await import("../shared/passkey-schemas.js");
  const parsed = passkeyName.safeParse(name);
  return parsed.success ? { name: parsed.data } : { error: parsed.error.issues[0]?.message };
}
