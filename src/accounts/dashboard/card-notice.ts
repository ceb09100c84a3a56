/**
 * The message a dashboard card shows after an action, or none; its own file so the card and the form it
 * loads lazily can both name it without importing each other (docs/0043-import-boundaries.md).
 */
export type Notice = { tone: "success" | "error" | "info"; message: string } | null;
