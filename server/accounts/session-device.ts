import { UAParser } from "ua-parser-js";

/** The device a session was opened on, as the "connected devices" list names it. */
export interface SessionDevice {
  browser: string | null;
  os: string | null;
  device: string | null;
}

const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(" ") || null;

/**
 * Parsed once, when the session is stored: parsing costs ~0.1 ms per user agent, which a list of
 * sessions read on every dashboard load (or many times in one request) multiplied.
 */
export function sessionDevice(userAgent: string | null): SessionDevice {
  if (!userAgent) return { browser: null, os: null, device: null };
  const agent = UAParser(userAgent);
  return {
    browser: join(agent.browser.name, agent.browser.major),
    os: join(agent.os.name, agent.os.version),
    device: join(agent.device.vendor, agent.device.model),
  };
}
