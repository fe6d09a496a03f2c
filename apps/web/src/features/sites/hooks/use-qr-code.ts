import { useEffect, useState } from 'react';

/**
 * A QR code of the text as an SVG data URL, drawn in the browser. The encoder is loaded only when
 * a QR code is first shown, so it stays out of the dashboard's first download.
 */
export function useQrCode(text: string): string | null {
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    void import('qrcode')
      .then((qrcode) => qrcode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }))
      .then((svg) => {
        if (!cancelled) setDataUrl(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch((error: unknown) => console.error('Could not draw the QR code', error));
    return () => {
      cancelled = true;
    };
  }, [text]);
  return dataUrl;
}
