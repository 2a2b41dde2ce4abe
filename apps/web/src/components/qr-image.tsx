import { useEffect, useState } from 'react';

/**
 * A QR code image of `value`, `size` pixels square on white; the encoder is loaded only when a
 * QR code is first shown. `className` places and frames it.
 */
export function QrImage({
  value,
  alt,
  size,
  className = '',
}: {
  value: string;
  alt: string;
  size: number;
  className?: string;
}) {
  const [src, setSrc] = useState('');
  useEffect(() => {
    let live = true;
    setSrc('');
    import('../lib/qr-svg.ts')
      .then(({ qrSvgDataUrl }) => qrSvgDataUrl(value))
      .then((url) => {
        if (live) setSrc(url);
      })
      .catch((error: unknown) => console.error('QR code failed', error));
    return () => {
      live = false;
    };
  }, [value]);
  const box = { width: size, height: size };
  if (!src) return <div className={`block bg-white skeleton ${className}`} style={box} aria-hidden="true" />;
  return <img src={src} alt={alt} width={size} height={size} className={`block bg-white ${className}`} />;
}
