import { useMemo } from "react";
import { encode } from "uqr";

/**
 * A QR code drawn in the browser as SVG: the otpauth:// address holds the TOTP secret, so it is never
 * sent to a QR service. One path of unit squares, with the 4-module quiet zone readers need.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { size, path } = useMemo(() => {
    const { data, size } = encode(value, { border: 4 });
    const squares: string[] = [];
    data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) squares.push(`M${x} ${y}h1v1h-1z`);
      });
    });
    return { size, path: squares.join("") };
  }, [value]);
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      className="h-48 w-48 rounded-lg bg-white ring-1 ring-slate-200"
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#0f172a" />
    </svg>
  );
}
