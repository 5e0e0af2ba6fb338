import { useRef, useState, type PointerEvent, type SyntheticEvent } from 'react';
import { Badge, Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import type { PhotoBox, PhotoBoxes } from '@reclamos/shared-types/complaints/schemas';
import { boxesRefusal } from '@reclamos/shared-types/complaints/rules';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';
import { formatFecha } from '../../../lib/dates.ts';

const TEXT = COMPLAINTS_MSG.redaction;
/** A drag shorter than this share of the photo is a tap, not a box. */
const MIN_SIDE = 0.02;
/** The photo's frame (CSS px): the photo is fitted inside it (object-fit contain), as the report always showed it. */
const FRAME = 300;

interface RedactionEditorProps {
  /** The served (already redacted) photo as an object URL. */
  url: string;
  alt: string;
  state: PhotoBoxes;
  busy: boolean;
  /** Resolves once the server kept the boxes (the photo is then fetched again). */
  onSave: (boxes: PhotoBox[]) => Promise<void>;
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));
const percent = (value: number) => `${(value * 100).toFixed(3)}%`;

/**
 * The photo with its black boxes outlined: drag on it (mouse or finger) to add a box, tap a box to
 * remove it, "Guardar" sends them. Pointer events with touch-action none, so a finger draws instead
 * of scrolling the page.
 */
export function RedactionEditor({ url, alt, state, busy, onSave }: RedactionEditorProps) {
  const [boxes, setBoxes] = useState<PhotoBox[]>(state.recuadros);
  const [draft, setDraft] = useState<PhotoBox | null>(null);
  const [error, setError] = useState<string | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  // Where the fitted photo lies inside its frame: the boxes are drawn over the photo, not the bars beside it.
  const [area, setArea] = useState<{ left: number; top: number; width: number; height: number } | null>(null);

  function handleLoad(event: SyntheticEvent<HTMLImageElement>) {
    const { naturalWidth, naturalHeight } = event.currentTarget;
    if (!naturalWidth || !naturalHeight) return;
    const scale = Math.min(FRAME / naturalWidth, FRAME / naturalHeight);
    const width = naturalWidth * scale;
    const height = naturalHeight * scale;
    setArea({ left: (FRAME - width) / 2, top: (FRAME - height) / 2, width, height });
  }

  const pointAt = (event: PointerEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: clamp((event.clientX - rect.left) / rect.width), y: clamp((event.clientY - rect.top) / rect.height) };
  };
  const boxFrom = (a: { x: number; y: number }, b: { x: number; y: number }): PhotoBox => ({
    x: Math.min(a.x, b.x),
    y: Math.min(a.y, b.y),
    w: Math.abs(a.x - b.x),
    h: Math.abs(a.y - b.y),
  });

  function handleDown(event: PointerEvent<HTMLDivElement>) {
    if (event.target !== event.currentTarget) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    start.current = pointAt(event);
    setDraft(null);
  }
  function handleMove(event: PointerEvent<HTMLDivElement>) {
    if (start.current) setDraft(boxFrom(start.current, pointAt(event)));
  }
  function handleUp(event: PointerEvent<HTMLDivElement>) {
    if (!start.current) return;
    const box = boxFrom(start.current, pointAt(event));
    start.current = null;
    setDraft(null);
    if (box.w >= MIN_SIDE && box.h >= MIN_SIDE) setBoxes((current) => [...current, box]);
  }

  async function handleSave() {
    const refusal = boxesRefusal(boxes);
    setError(refusal);
    if (!refusal) await onSave(boxes);
  }

  return (
    <Stack gap="2" align="center">
      <HStack gap="2" wrap="wrap" justify="center">
        {state.revisada ? (
          <Text textStyle="xs" color="fg.muted" data-testid="redaction-reviewed">
            {TEXT.reviewedBy(state.revisadaPor?.nombre ?? '', state.revisadaEn ? formatFecha(state.revisadaEn) : '')}
          </Text>
        ) : (
          <Badge colorPalette="orange" data-testid="redaction-unreviewed">
            {TEXT.unreviewed}
          </Badge>
        )}
      </HStack>
      <Box position="relative" w={`${FRAME}px`} h={`${FRAME}px`} bg="bg.muted" rounded="l2" overflow="hidden" mx="auto">
        <Image
          src={url}
          alt={alt}
          w={`${FRAME}px`}
          h={`${FRAME}px`}
          objectFit="contain"
          draggable={false}
          onLoad={handleLoad}
          data-testid="complaint-photo"
        />
        {area ? (
          <Box
            position="absolute"
            left={`${area.left}px`}
            top={`${area.top}px`}
            w={`${area.width}px`}
            h={`${area.height}px`}
            cursor="crosshair"
            style={{ touchAction: 'none' }}
            onPointerDown={handleDown}
            onPointerMove={handleMove}
            onPointerUp={handleUp}
            onPointerCancel={() => {
              start.current = null;
              setDraft(null);
            }}
            data-testid="redaction-canvas"
            aria-label={TEXT.canvas}
            role="group"
          >
            {boxes.map((box, index) => (
              <Box
                as="button"
                key={`${index}-${box.x}-${box.y}`}
                position="absolute"
                left={percent(box.x)}
                top={percent(box.y)}
                w={percent(box.w)}
                h={percent(box.h)}
                borderWidth="2px"
                borderColor="red.solid"
                bg="blackAlpha.600"
                cursor="pointer"
                aria-label={TEXT.removeBox(index + 1)}
                data-testid="redaction-box"
                onClick={() => setBoxes((current) => current.filter((_, at) => at !== index))}
              />
            ))}
            {draft ? (
              <Box
                position="absolute"
                left={percent(draft.x)}
                top={percent(draft.y)}
                w={percent(draft.w)}
                h={percent(draft.h)}
                borderWidth="2px"
                borderStyle="dashed"
                borderColor="red.solid"
                pointerEvents="none"
              />
            ) : null}
          </Box>
        ) : null}
      </Box>
      <Text textStyle="xs" color="fg.muted" textAlign="center">
        {TEXT.help}
      </Text>
      {error ? (
        <Text textStyle="sm" color="fg.error" role="alert">
          {error}
        </Text>
      ) : null}
      <Button size="sm" colorPalette="blue" loading={busy} onClick={() => void handleSave()} data-testid="redaction-save">
        {TEXT.save}
      </Button>
    </Stack>
  );
}
