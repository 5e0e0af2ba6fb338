import { useCallback, useRef, useState } from 'react';
import { NotAnImageError, compressOrKeep } from '../../lib/compress-image.ts';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';

/** The uploader's states (the specification's idle, uploading, uploaded, failed, for an offline form). */
export type PhotoState =
  | { status: 'none' }
  | { status: 'compressing'; pass: number; maxPasses: number }
  | { status: 'ready'; blob: Blob }
  | { status: 'failed'; message: string };

/**
 * The complaint's photo: compressed on the phone as soon as it is picked (first file only).
 * `initial` is an already compressed photo (a rejected complaint being corrected).
 */
export function usePhoto(initial: Blob | null = null) {
  const [state, setState] = useState<PhotoState>(initial ? { status: 'ready', blob: initial } : { status: 'none' });
  // Only the latest pick may land: a second photo picked while the first compresses wins.
  const generation = useRef(0);

  const pick = useCallback(async (file: File | undefined) => {
    if (!file) return;
    generation.current += 1;
    const mine = generation.current;
    setState({ status: 'compressing', pass: 1, maxPasses: 1 });
    try {
      const blob = await compressOrKeep(file, {
        onProgress: ({ pass, maxPasses }) => {
          if (generation.current === mine) setState({ status: 'compressing', pass, maxPasses });
        },
      });
      if (generation.current === mine) setState({ status: 'ready', blob });
    } catch (error) {
      if (generation.current !== mine) return;
      setState({
        status: 'failed',
        message: error instanceof NotAnImageError ? COMPLAINTS_MSG.form.notAnImage : COMPLAINTS_MSG.form.imageFailed,
      });
    }
  }, []);

  const clear = useCallback(() => {
    generation.current += 1;
    setState({ status: 'none' });
  }, []);

  return { state, pick, clear };
}
