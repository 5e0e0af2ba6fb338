import { useEffect, useState } from 'react';

/**
 * A data: URL of `blob` for an <img> (a photo preview). A data URL needs no revoking, so the
 * preview survives React's development double-mount, and the CSP allows data: images.
 */
export function useDataUrl(blob: Blob | null): string | null {
  const [read, setRead] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!blob) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setRead({ blob, url: reader.result });
    };
    reader.readAsDataURL(blob);
    return () => reader.abort();
  }, [blob]);
  return read !== null && read.blob === blob ? read.url : null;
}
