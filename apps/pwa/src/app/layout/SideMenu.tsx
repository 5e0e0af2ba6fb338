import { NavLink } from 'react-router-dom';
import { Button, Stack } from '@chakra-ui/react';
import type { PublicUser } from '@reclamos/shared-types/users/schemas';
import { menuFor } from '../staff-screens.tsx';

interface SideMenuProps {
  user: PublicUser;
  /** Called after choosing an entry (the phone drawer closes then). */
  onNavigate?: () => void;
}

/** The entries of 'Opciones' this user may see; the current one is highlighted. */
export function SideMenu({ user, onNavigate }: SideMenuProps) {
  return (
    <Stack as="ul" gap="1" listStyleType="none" p="0" m="0">
      {menuFor(user).map((entry) => {
        const EntryIcon = entry.icon;
        return (
          <li key={entry.to}>
            <Button
              asChild
              variant="ghost"
              w="full"
              justifyContent="flex-start"
              size="lg"
              fontWeight="normal"
              _currentPage={{ bg: 'blue.subtle', color: 'blue.fg', fontWeight: 'semibold' }}
            >
              <NavLink to={entry.to} end={entry.exact} onClick={onNavigate}>
                <EntryIcon /> {entry.label}
              </NavLink>
            </Button>
          </li>
        );
      })}
    </Stack>
  );
}
