import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { Box, CloseButton, Drawer, Flex, Heading, Portal } from '@chakra-ui/react';
import { can } from '@reclamos/shared-types/permissions';
import { ChangeOwnPasswordDialog } from '../../features/auth/ChangeOwnPasswordDialog.tsx';
import { useSession } from '../../features/auth/session-store.ts';
import { useSignOut } from '../../features/auth/use-sign-out.ts';
import { useRegistryDownload } from '../../features/inspections/use-registry-download.ts';
import { SharingBar } from '../../features/positions/sharing/SharingBar.tsx';
import { stopSharing } from '../../features/positions/sharing/sharing-store.ts';
import { SosBanner } from '../../features/sos/SosBanner.tsx';
import { SosBar } from '../../features/sos/SosBar.tsx';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { SideMenu } from './SideMenu.tsx';
import { TopBar } from './TopBar.tsx';
import { MSG } from '@reclamos/shared-types/messages';

/** Chakra's `lg` breakpoint: from here the menu is a side column, open by default. */
const WIDE_QUERY = '(min-width: 992px)';

export function MainLayout() {
  const user = useSession((state) => state.user);
  const signOut = useSignOut();
  const isWide = useMediaQuery(WIDE_QUERY);
  const [menu, setMenu] = useState({ wide: isWide, open: isWide });
  const [passwordOpen, setPasswordOpen] = useState(false);
  // The owner and vehicle registry goes to the phone on sign-in, for lookups without coverage.
  useRegistryDownload(can(user, 'useInspections'));

  // Crossing the breakpoint resets the menu to that width's default.
  if (menu.wide !== isWide) setMenu({ wide: isWide, open: isWide });
  if (!user) return null;

  const setOpen = (open: boolean) => setMenu({ wide: isWide, open });
  const title = (
    <Heading as="h2" size="sm" color="fg.muted" letterSpacing="wide">
      {MSG.layout.drawerTitle}
    </Heading>
  );

  return (
    <Flex direction="column" minH="100dvh">
      <TopBar
        nombre={user.nombre}
        menuOpen={menu.open}
        plateSearch={can(user, 'viewPlateHistory')}
        onToggleMenu={() => setOpen(!menu.open)}
        onChangePassword={() => setPasswordOpen(true)}
        onSignOut={() => void stopSharing({ removal: true, forget: true }).finally(signOut)}
      />
      <SharingBar user={user} />
      <SosBar user={user} />
      <SosBanner user={user} />
      <Flex flex="1" align="stretch">
        {isWide && menu.open ? (
          // The column stretches with the page; only its content sticks under the top bar. A
          // full-window-high sticky column below the sharing bar made every page 37 px taller
          // than the window, empty ones included.
          <Box as="nav" aria-label={MSG.layout.drawerTitle} w="64" flexShrink={0} bg="bg" borderEndWidth="1px">
            <Box position="sticky" top="14" maxH="calc(100dvh - var(--chakra-sizes-14))" overflowY="auto" p="3">
              <Box px="3" pb="3">
                {title}
              </Box>
              <SideMenu user={user} />
            </Box>
          </Box>
        ) : null}
        {/* A column, so a screen may take the height left under the bars (the live map grows into
            it); the other screens' stacks keep their own height and scroll the page. */}
        <Flex as="main" direction="column" flex="1" minW="0" p={{ base: '3', md: '6' }}>
          <Outlet />
        </Flex>
      </Flex>
      {isWide ? null : (
        <Drawer.Root open={menu.open} onOpenChange={(details) => setOpen(details.open)} placement="start">
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content maxW="72">
                <Drawer.Header>
                  <Drawer.Title asChild>{title}</Drawer.Title>
                </Drawer.Header>
                {/* The body scrolls, so it clips: room above the first entry for its 4 px focus ring. */}
                <Drawer.Body px="3" pt="1">
                  <nav aria-label={MSG.layout.drawerTitle}>
                    <SideMenu user={user} onNavigate={() => setOpen(false)} />
                  </nav>
                </Drawer.Body>
                <Drawer.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={MSG.actions.close} />
                </Drawer.CloseTrigger>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
      )}
      <ChangeOwnPasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </Flex>
  );
}
