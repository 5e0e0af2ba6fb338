import { Box, Stack } from '@chakra-ui/react';
import { MSG } from '@reclamos/shared-types/messages';

export interface PlainNotice {
  id: number;
  title: string;
  type: 'success' | 'error' | 'info';
}

const COLORS: Record<PlainNotice['type'], string> = { success: 'green', error: 'red', info: 'blue' };

/**
 * Notices drawn without the toaster's code, where the toasts would be: used only when that code
 * could not be fetched, so what the person must read (why a send failed) still shows. Each one
 * is announced (an error as an alert) and goes after its time, like a toast.
 */
export function PlainNotices({ notices }: { notices: readonly PlainNotice[] }) {
  return (
    <Stack
      as="section"
      aria-label={MSG.notices.region}
      position="fixed"
      bottom="4"
      insetInline="4"
      alignItems="center"
      gap="2"
      zIndex="toast"
      pointerEvents="none"
    >
      {notices.map((notice) => (
        <Box
          key={notice.id}
          role={notice.type === 'error' ? 'alert' : 'status'}
          data-testid={`toast-${notice.type}`}
          width={{ base: 'full', md: 'sm' }}
          px="4"
          py="3"
          rounded="l2"
          shadow="lg"
          bg={`${COLORS[notice.type]}.solid`}
          color={`${COLORS[notice.type]}.contrast`}
          textStyle="sm"
          fontWeight="medium"
        >
          {notice.title}
        </Box>
      ))}
    </Stack>
  );
}
