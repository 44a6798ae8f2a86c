import { encode } from 'uqr';

/** A QR code of `text` as an SVG, one square per dark module, with a quiet zone; named for screen readers. */
export function BoardQr({ text, label, size = 192 }: { text: string; label: string; size?: number }) {
  const { data } = encode(text, { ecc: 'M', border: 4 });
  const modules = data.length;
  const path = data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : []))).join('');
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${modules} ${modules}`} shapeRendering="crispEdges" className="rounded-md bg-white" data-testid="board-qr">
      <title>{label}</title>
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
