import { messages } from "../../../shared/messages/catalogue.js";
/** Our own drawings of the networks' marks (simplified, single colour), each link named for screen readers. */
export const socialNetworks = [
  {
    name: "LinkedIn",
    href: "https://www.linkedin.com/company/novadis",
    path: "M4 4h4v4H4zM4 10h4v10H4zM10 10h3.8v1.6c.6-1 1.9-1.9 3.7-1.9 3 0 4.5 1.9 4.5 5.2V20h-4v-4.6c0-1.6-.6-2.5-1.9-2.5-1.4 0-2.1 1-2.1 2.5V20h-4z",
  },
  {
    name: "Instagram",
    href: "https://www.instagram.com/novadis",
    path: "M7 2h10a5 5 0 015 5v10a5 5 0 01-5 5H7a5 5 0 01-5-5V7a5 5 0 015-5zm0 2a3 3 0 00-3 3v10a3 3 0 003 3h10a3 3 0 003-3V7a3 3 0 00-3-3zm5 3a5 5 0 110 10 5 5 0 010-10zm0 2a3 3 0 100 6 3 3 0 000-6zm5.25-3.5a1.25 1.25 0 110 2.5 1.25 1.25 0 010-2.5z",
  },
  {
    name: "YouTube",
    href: "https://www.youtube.com/@novadis",
    path: "M21 8.2c-.2-1.5-1-2.3-2.4-2.5C16.4 5.4 12 5.4 12 5.4s-4.4 0-6.6.3C4 5.9 3.2 6.7 3 8.2 2.8 9.5 2.8 12 2.8 12s0 2.5.2 3.8c.2 1.5 1 2.3 2.4 2.5 2.2.3 6.6.3 6.6.3s4.4 0 6.6-.3c1.4-.2 2.2-1 2.4-2.5.2-1.3.2-3.8.2-3.8s0-2.5-.2-3.8zM10 15V9l5 3z",
  },
  {
    name: "X",
    href: "https://x.com/novadis",
    path: "M4 4h4.5l4 5.5L17 4h2.5l-5.8 6.8L20 20h-4.5l-4.3-5.9L6 20H3.5l6.5-7.5z",
  },
] as const;

export function SocialLinks() {
  return (
    <ul className="flex items-center gap-2">
      {socialNetworks.map((network) => (
        <li key={network.name}>
          <a
            href={network.href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20"
          >
            <svg viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor" aria-hidden="true" focusable="false">
              <path fillRule="evenodd" d={network.path} />
            </svg>
            <span className="sr-only">{`${messages.footer.socialLinkLabel(network.name)} ${messages.common.newTabLabel}`}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
