import { toString as renderQr } from 'qrcode';

/** A QR code of `text` as an SVG data URL (crisp at any size, no canvas needed). */
export async function qrSvgDataUrl(text: string): Promise<string> {
  const svg = await renderQr(text, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
    color: { dark: '#0a0c11ff', light: '#ffffffff' },
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
