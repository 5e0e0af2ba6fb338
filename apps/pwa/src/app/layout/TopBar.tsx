import type { IconType } from 'react-icons';
import { Badge, Box, Button, Flex, Heading, IconButton, Spacer, Text } from '@chakra-ui/react';
import { LuKeyRound, LuLogOut, LuMenu } from 'react-icons/lu';
import { useOnlineStatus } from '../../lib/use-online-status.ts';
import { PlateSearch } from './PlateSearch.tsx';
import { MSG } from '@reclamos/shared-types/messages';

interface TopBarProps {
  nombre: string;
  menuOpen: boolean;
  /** Shows the plate search (who may open a plate's page). */
  plateSearch: boolean;
  onToggleMenu: () => void;
  onChangePassword: () => void;
  onSignOut: () => void;
}

export function TopBar({ nombre, menuOpen, plateSearch, onToggleMenu, onChangePassword, onSignOut }: TopBarProps) {
  const online = useOnlineStatus();
  return (
    <Flex
      as="header"
      h="14"
      px={{ base: '1', md: '3' }}
      gap={{ base: '1', md: '3' }}
      align="center"
      bg="atm.navy"
      color="white"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      <IconButton
        aria-label={MSG.layout.toggleMenu}
        aria-expanded={menuOpen}
        variant="ghost"
        color="inherit"
        _hover={{ bg: 'whiteAlpha.200' }}
        _expanded={{ bg: 'whiteAlpha.200' }}
        onClick={onToggleMenu}
      >
        <LuMenu />
      </IconButton>
      <Heading as="p" size={{ base: 'sm', md: 'md' }} whiteSpace="nowrap">
        {MSG.app.name}
      </Heading>
      <Spacer />
      {plateSearch ? <PlateSearch /> : null}
      {online ? null : <Badge colorPalette="orange">{MSG.pwa.offline}</Badge>}
      <Text data-testid="current-user" truncate maxW={{ base: '20', sm: '40', md: 'xs' }} textStyle="sm">
        {nombre}
      </Text>
      <BarAction label={MSG.layout.changeOwnPassword} icon={LuKeyRound} onClick={onChangePassword} />
      <BarAction label={MSG.layout.signOut} icon={LuLogOut} onClick={onSignOut} />
    </Flex>
  );
}

/** An icon on phones, icon and text from 768 px; its accessible name is the text either way. */
function BarAction({ label, icon: ActionIcon, onClick }: { label: string; icon: IconType; onClick: () => void }) {
  return (
    <Button
      aria-label={label}
      title={label}
      variant="ghost"
      color="inherit"
      _hover={{ bg: 'whiteAlpha.200' }}
      px={{ base: '2', md: '3' }}
      onClick={onClick}
    >
      <ActionIcon />
      <Box as="span" hideBelow="lg">
        {label}
      </Box>
    </Button>
  );
}
