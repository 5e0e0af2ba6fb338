import { useEffect, useState } from 'react';
import { Box, Center, CloseButton, Dialog, Image, Portal, Spinner, Text } from '@chakra-ui/react';
import { errorMessage } from '../../../lib/api-error.ts';
import { fetchComplaintPhoto } from './reports-api.ts';
import { CASES_STAFF_MSG } from '@reclamos/shared-types/cases/messages-staff';
import { MSG } from '@reclamos/shared-types/messages';

interface PhotoDialogProps {
  id: number;
  file: string;
  /** Placa and date under the photo, so staff know which complaint they look at. */
  caption: string;
  onClose: () => void;
}

type PhotoState = { url: string | null; error: string | null };

/** IMAGEN: the photo at 300×300 (object-fit contain), fetched with the token as a Blob. */
export function PhotoDialog({ id, file, caption, onClose }: PhotoDialogProps) {
  const [photo, setPhoto] = useState<PhotoState>({ url: null, error: null });

  useEffect(() => {
    const controller = new AbortController();
    let created: string | null = null;
    fetchComplaintPhoto(file, controller.signal)
      .then((blob) => {
        created = URL.createObjectURL(blob);
        setPhoto({ url: created, error: null });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setPhoto({ url: null, error: errorMessage(error) });
      });
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
    };
  }, [file]);

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
              <Box w="300px" h="300px" bg="bg.muted" rounded="l2" overflow="hidden" mx="auto">
                {photo.url ? (
                  <Image
                    src={photo.url}
                    alt={CASES_STAFF_MSG.report.photoTitle(id)}
                    w="300px"
                    h="300px"
                    objectFit="contain"
                    data-testid="complaint-photo"
                  />
                ) : (
                  <Center h="full" p="4" textAlign="center">
                    {photo.error ? (
                      <Text color="fg.error">{photo.error}</Text>
                    ) : (
                      <Spinner size="lg" color="blue.solid" aria-label={CASES_STAFF_MSG.report.photoLoading} />
                    )}
                  </Center>
                )}
              </Box>
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
