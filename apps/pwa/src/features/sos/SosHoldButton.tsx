import { useEffect, useRef, useState } from 'react';
import { Box, chakra } from '@chakra-ui/react';
import { SOS_MSG } from '@reclamos/shared-types/sos/messages';
import { startLocating } from './sos-position.ts';

const TEXT = SOS_MSG.phone;

interface Props {
  holdSeconds: number;
  /** Nothing on the screen changes while holding (silent mode). */
  silent: boolean;
  onFire: () => void;
  size?: 'bar' | 'page';
}

/**
 * The SOS button: it fires only after being held `holdSeconds` (a pocket or a brush does not send
 * it), by touch, mouse or the keyboard (Space or Enter held). Letting go earlier cancels.
 */
export function SosHoldButton({ holdSeconds, silent, onFire, size = 'bar' }: Props) {
  const [holding, setHolding] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setHolding(false);
  };
  const start = () => {
    if (timer.current) return;
    startLocating();
    setHolding(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      setHolding(false);
      onFire();
    }, holdSeconds * 1000);
  };
  useEffect(() => cancel, []);

  const big = size === 'page';
  const showProgress = holding && !silent;
  return (
    <chakra.button
      type="button"
      data-testid="sos-button"
      aria-label={TEXT.buttonLabel(holdSeconds)}
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture?.(event.pointerId);
        start();
      }}
      onPointerUp={cancel}
      onPointerCancel={cancel}
      onKeyDown={(event) => {
        if ((event.key === ' ' || event.key === 'Enter') && !event.repeat) {
          event.preventDefault();
          start();
        }
      }}
      onKeyUp={(event) => {
        if (event.key === ' ' || event.key === 'Enter') cancel();
      }}
      onBlur={cancel}
      onContextMenu={(event) => event.preventDefault()}
      position="relative"
      overflow="hidden"
      flexShrink={0}
      minW={big ? '48' : '20'}
      h={big ? '48' : '10'}
      px={big ? '0' : '4'}
      borderRadius={big ? 'full' : 'lg'}
      bg="red.600"
      color="white"
      fontWeight="bold"
      fontSize={big ? '4xl' : 'md'}
      letterSpacing="wider"
      cursor="pointer"
      userSelect="none"
      touchAction="none"
      css={{ WebkitTouchCallout: 'none', WebkitUserSelect: 'none' }}
      boxShadow={big ? 'lg' : 'sm'}
      _hover={{ bg: 'red.700' }}
      _focusVisible={{ outline: '3px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' }}
    >
      <Box
        as="span"
        aria-hidden
        position="absolute"
        insetY="0"
        insetStart="0"
        bg="red.900"
        w={showProgress ? '100%' : '0'}
        transition={showProgress ? `width ${holdSeconds}s linear` : 'none'}
      />
      <Box as="span" position="relative">
        {TEXT.button}
      </Box>
    </chakra.button>
  );
}
