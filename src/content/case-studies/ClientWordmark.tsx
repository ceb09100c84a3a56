/** The marks a wordmark draws beside the name: simple shapes, so no client's real logo is imitated. */
const marks = [
  <circle key="circle" cx="14" cy="20" r="10" />,
  <rect key="square" x="4" y="10" width="20" height="20" rx="4" />,
  <path key="diamond" d="M14 8 26 20 14 32 2 20Z" />,
  <path key="arch" d="M4 32V20a10 10 0 0 1 20 0v12Z" />,
  <path key="leaf" d="M4 32C4 16 14 8 26 8c0 14-8 24-22 24Z" />,
] as const;

/**
 * A client's name drawn as a wordmark for the logo wall: our own drawing (a shape and the name), never the
 * client's logo, which we have no licence to show.
 */
export function ClientWordmark({ client, index }: { client: string; index: number }) {
  return (
    <svg
      role="img"
      aria-label={client}
      viewBox="0 0 240 40"
      className="h-10 w-full max-w-60 fill-current text-slate-600"
    >
      {marks[index % marks.length]}
      <text
        x="34"
        y="26"
        fontSize="14"
        fontWeight="700"
        letterSpacing="0.5"
        textLength={Math.min(200, client.length * 8)}
      >
        {client}
      </text>
    </svg>
  );
}
