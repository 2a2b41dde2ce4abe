import { useEffect, useState } from 'react';

/** A QR code image of `value`; the encoder is loaded only when a QR code is first shown. */
export function QrImage({ value, alt }: { value: string; alt: string }) {
  const [src, setSrc] = useState('');
  useEffect(() => {
    let live = true;
    setSrc('');
    import('./qr-svg.ts')
      .then(({ qrSvgDataUrl }) => qrSvgDataUrl(value))
      .then((url) => {
        if (live) setSrc(url);
      })
      .catch((error: unknown) => console.error('QR code failed', error));
    return () => {
      live = false;
    };
  }, [value]);
  const frame = 'mx-auto block size-52 rounded-xl bg-white p-2 shadow-[0_0_40px_-8px] shadow-gold-400/50';
  if (!src) return <div className={`${frame} skeleton`} aria-hidden="true" />;
  return <img src={src} alt={alt} width={208} height={208} className={frame} />;
}
