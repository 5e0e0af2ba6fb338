import { useCallback, useEffect, useState } from 'react';
import { Box, Center, CloseButton, Dialog, Portal, Spinner, Text } from '@chakra-ui/react';
import type { PhotoBox, PhotoBoxes } from '@reclamos/shared-types/complaints/schemas';
import { errorMessage } from '../../../lib/api-error.ts';
import { fetchComplaintPhoto, fetchPhotoBoxes, savePhotoBoxes } from './reports-api.ts';
import { RedactionEditor } from './RedactionEditor.tsx';
import { CASES_STAFF_MSG } from '@reclamos/shared-types/cases/messages-staff';
import { MSG } from '@reclamos/shared-types/messages';

interface PhotoDialogProps {
  id: number;
  file: string;
  /** Placa and date under the photo, so staff know which complaint they look at. */
  caption: string;
  onClose: () => void;
  /** The boxes were saved: the report's "sin revisar" mark goes. */
  onReviewed?: (id: number) => void;
}

type PhotoState = { url: string | null; boxes: PhotoBoxes | null; error: string | null };

/**
 * IMAGEN: the complaint's photo as the server serves it (faces under black boxes) with its boxes to
 * correct: drag to add one, tap one to remove it, "Guardar". Fetched with the token as a Blob.
 */
export function PhotoDialog({ id, file, caption, onClose, onReviewed }: PhotoDialogProps) {
  const [photo, setPhoto] = useState<PhotoState>({ url: null, boxes: null, error: null });
  const [busy, setBusy] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    let created: string | null = null;
    Promise.all([fetchComplaintPhoto(file, controller.signal), fetchPhotoBoxes(id, controller.signal)])
      .then(([blob, boxes]) => {
        created = URL.createObjectURL(blob);
        setPhoto({ url: created, boxes, error: null });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setPhoto({ url: null, boxes: null, error: errorMessage(error) });
      });
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
    };
  }, [file, id, version]);

  const save = useCallback(
    async (boxes: PhotoBox[]) => {
      setBusy(true);
      try {
        await savePhotoBoxes(id, boxes);
        onReviewed?.(id);
        // The served copy was made again with the new boxes: fetch it.
        setVersion((current) => current + 1);
      } catch (error) {
        setPhoto((current) => ({ ...current, error: errorMessage(error) }));
      } finally {
        setBusy(false);
      }
    },
    [id, onReviewed],
  );

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} placement="center" size="xs">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content minW="fit-content">
            <Dialog.Header px={{ base: '3', sm: '6' }}>
              <Dialog.Title>{CASES_STAFF_MSG.report.photoTitle(id)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body px={{ base: '3', sm: '6' }}>
              {photo.url && photo.boxes ? (
                <RedactionEditor
                  key={photo.url}
                  url={photo.url}
                  alt={CASES_STAFF_MSG.report.photoTitle(id)}
                  state={photo.boxes}
                  busy={busy}
                  onSave={save}
                />
              ) : (
                <Box w="full" maxW="300px" h="300px" bg="bg.muted" rounded="l2" overflow="hidden" mx="auto">
                  <Center h="full" p="4" textAlign="center">
                    {photo.error ? (
                      <Text color="fg.error">{photo.error}</Text>
                    ) : (
                      <Spinner size="lg" color="blue.solid" aria-label={CASES_STAFF_MSG.report.photoLoading} />
                    )}
                  </Center>
                </Box>
              )}
              {photo.url && photo.error ? (
                <Text mt="2" color="fg.error" role="alert">
                  {photo.error}
                </Text>
              ) : null}
              <Text mt="2" textAlign="center" textStyle="sm" color="fg.muted">
                {caption}
              </Text>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={MSG.actions.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
