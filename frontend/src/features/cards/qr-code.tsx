import { create } from 'qrcode';
import { useMemo } from 'react';

/** The quiet zone the QR standard asks for around the code, in modules: scanners find the code by it. */
const QUIET_ZONE = 4;

/**
 * A QR code as one SVG path, sharp at any print size. Error correction M survives a smudge or a bent corner while
 * keeping the modules big enough for a school laptop's camera at arm's length.
 */
export const QrCode = ({ text, label, size }: { text: string; label: string; size: string }) => {
  const { path, extent } = useMemo(() => {
    const { modules } = create(text, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let row = 0; row < modules.size; row += 1) {
      for (let col = 0; col < modules.size; col += 1) if (modules.get(row, col)) d += `M${col} ${row}h1v1h-1z`;
    }
    return { path: d, extent: modules.size + 2 * QUIET_ZONE };
  }, [text]);
  return (
    <svg
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${extent} ${extent}`}
      width={size}
      height={size}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      className="qr-code"
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
};
