import { useEffect, useRef } from 'react';
import { focusIfLost } from '../../lib/focus.ts';
import { Box, Button, Field, HStack, Image, Stack, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import { LuCamera, LuImagePlus, LuTrash2 } from 'react-icons/lu';
import { useDataUrl } from '../../lib/use-data-url.ts';
import type { PhotoState } from './use-photo.ts';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';

interface PhotoUploaderProps {
  state: PhotoState;
  invalid: boolean;
  onPick: (file: File | undefined) => void;
  onClear: () => void;
}

/** Hidden where the pointer is a mouse (no camera to open). */
const FINE_POINTER_HIDDEN = { '@media not all and (pointer: coarse)': { display: 'none' } };

/**
 * 'Cargar Imagen' (images only, the first file only); on phones also "Tomar foto", which opens
 * the camera directly. States: no photo, compressing (with progress), ready (thumbnail), failed.
 */
export function PhotoUploader({ state, invalid, onPick, onClear }: PhotoUploaderProps) {
  const form = COMPLAINTS_MSG.form;
  const gallery = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const busy = state.status === 'compressing';

  const input = (ref: typeof gallery, name: string, label: string, capture?: 'environment') => (
    <VisuallyHidden asChild>
      <input
        ref={ref}
        type="file"
        name={name}
        accept="image/*"
        aria-label={label}
        tabIndex={-1}
        {...(capture ? { capture } : {})}
        onChange={(event) => {
          onPick(event.target.files?.[0]);
          // The same photo picked again must fire a change too.
          event.target.value = '';
        }}
      />
    </VisuallyHidden>
  );

  return (
    <Field.Root invalid={invalid && state.status !== 'ready'}>
      <Field.Label>{COMPLAINTS_MSG.form.sections.photo}</Field.Label>
      <Field.HelperText mt="0" mb="1" data-testid="photo-hint">
        {form.photoHint}
      </Field.HelperText>
      {input(gallery, 'imagen', form.uploadImage)}
      {input(camera, 'imagen-camara', form.takePhoto, 'environment')}
      <Stack gap="3" w="full">
        <HStack gap="2" wrap="wrap">
          <Button variant="outline" colorPalette="blue" disabled={busy} onClick={() => gallery.current?.click()} data-photo-pick="">
            <LuImagePlus /> {form.uploadImage}
          </Button>
          {/* Phones only: a media query, not a script, decides, so the pre-rendered form is already right. */}
          <Button variant="outline" colorPalette="blue" disabled={busy} onClick={() => camera.current?.click()} css={FINE_POINTER_HIDDEN}>
            <LuCamera /> {form.takePhoto}
          </Button>
        </HStack>
        <PhotoStatus state={state} onClear={onClear} />
      </Stack>
      <Field.ErrorText>{COMPLAINTS_MSG.server.photoFieldRequired}</Field.ErrorText>
    </Field.Root>
  );
}

function PhotoStatus({ state, onClear }: { state: PhotoState; onClear: () => void }) {
  const form = COMPLAINTS_MSG.form;
  const preview = useDataUrl(state.status === 'ready' ? state.blob : null);
  // 'Cargar Imagen' is disabled while compressing, which drops focus: the outcome takes it.
  const outcome = useRef<HTMLDivElement & HTMLParagraphElement>(null);
  const previous = useRef(state.status);
  useEffect(() => {
    const was = previous.current;
    previous.current = state.status;
    if (was === 'compressing' && (state.status === 'ready' || state.status === 'failed')) focusIfLost(outcome.current);
  }, [state.status]);

  if (state.status === 'compressing') {
    return (
      <Stack gap="1" data-testid="photo-compressing">
        <Text textStyle="sm">{form.compressing}</Text>
        {/* The browser's own indeterminate bar: Chakra's Progress brought ~3.5 kB of state machine
            into the form's first paint for a bar that only ever says 'working'. */}
        <chakra.progress aria-label={form.compressing} width="full" height="2" accentColor="blue.600" />
        {state.pass > 1 ? (
          <Text textStyle="xs" color="fg.muted">
            {`${state.pass} / ${state.maxPasses}`}
          </Text>
        ) : null}
      </Stack>
    );
  }
  if (state.status === 'failed') {
    return (
      <Text ref={outcome} tabIndex={-1} textStyle="sm" color="fg.error" role="alert">
        {state.message}
      </Text>
    );
  }
  if (state.status !== 'ready') return null;
  return (
    <HStack ref={outcome} tabIndex={-1} gap="3" align="center" data-testid="photo-ready">
      <Box boxSize="20" rounded="l2" overflow="hidden" bg="bg.muted" flexShrink="0">
        {preview ? <Image src={preview} alt={form.photoPreview} boxSize="20" objectFit="cover" /> : null}
      </Box>
      <Stack gap="1" minW="0">
        <Text textStyle="sm" fontWeight="medium">
          {form.imageReady(formatSize(state.blob.size))}
        </Text>
        <Button size="xs" variant="ghost" colorPalette="red" alignSelf="start" onClick={onClear}>
          <LuTrash2 /> {form.removeImage}
        </Button>
      </Stack>
    </HStack>
  );
}

function formatSize(bytes: number): string {
  if (bytes < 1_000_000) return `${Math.max(1, Math.round(bytes / 1000))} kB`;
  return `${(bytes / 1_000_000).toFixed(1).replace('.', ',')} MB`;
}
