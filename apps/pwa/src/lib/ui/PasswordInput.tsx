import { useState, type ComponentProps } from 'react';
import { IconButton, Input, InputGroup } from '@chakra-ui/react';
import { LuEye, LuEyeOff } from 'react-icons/lu';
import { AUTH_MSG } from '@reclamos/shared-types/auth/messages';

type PasswordInputProps = Omit<ComponentProps<typeof Input>, 'type'>;

/** A password field with a show/hide toggle (Chakra v3 ships this only as a CLI snippet). */
export function PasswordInput(props: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElement={
        <IconButton
          variant="ghost"
          size="sm"
          me="-2"
          aria-label={visible ? AUTH_MSG.login.hidePassword : AUTH_MSG.login.showPassword}
          aria-pressed={visible}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? <LuEyeOff /> : <LuEye />}
        </IconButton>
      }
    >
      <Input {...props} type={visible ? 'text' : 'password'} />
    </InputGroup>
  );
}
