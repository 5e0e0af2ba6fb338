import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { CloseButton, Dialog, IconButton, Input, InputGroup, Portal } from '@chakra-ui/react';
import { LuSearch } from 'react-icons/lu';
import { notifyError } from '../../lib/notify.ts';
import { platePath } from '../../lib/ui/PlateLink.tsx';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { MSG } from '@reclamos/shared-types/messages';

const TEXT = MSG.plateSearch;
/** Chakra's `md`: from here the field sits in the bar; on a phone a search button opens it. */
const WIDE_QUERY = '(min-width: 768px)';

/** The top bar's plate search: a plate typed here opens its page. */
export function PlateSearch() {
  const wide = useMediaQuery(WIDE_QUERY);
  const [open, setOpen] = useState(false);
  if (wide) return <PlateSearchForm />;
  return (
    <>
      <IconButton
        aria-label={TEXT.label}
        title={TEXT.label}
        variant="ghost"
        color="inherit"
        _hover={{ bg: 'whiteAlpha.200' }}
        onClick={() => setOpen(true)}
      >
        <LuSearch />
      </IconButton>
      {/* A small dialog at the top of a phone's screen (the trimmed theme has no popover). */}
      <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="top" size="xs">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px="2">
            <Dialog.Content>
              <Dialog.Header pb="2">
                <Dialog.Title>{TEXT.label}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body pb="5">
                <PlateSearchForm onDone={() => setOpen(false)} />
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={MSG.actions.close} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}

function PlateSearchForm({ onDone }: { onDone?: () => void }) {
  const navigate = useNavigate();
  const [value, setValue] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const placa = value.trim().toUpperCase();
    if (!/^[A-Z0-9-]{1,10}$/.test(placa)) {
      notifyError(TEXT.invalid);
      return;
    }
    setValue('');
    onDone?.();
    void navigate(platePath(placa));
  }

  return (
    <form role="search" aria-label={TEXT.label} onSubmit={handleSubmit}>
      <InputGroup startElement={<LuSearch />} width={{ base: 'full', md: '40', lg: '48' }}>
        <Input
          name="placa"
          type="search"
          aria-label={TEXT.label}
          placeholder={TEXT.placeholder}
          autoComplete="off"
          autoCapitalize="characters"
          enterKeyHint="search"
          maxLength={10}
          size={{ base: 'md', md: 'sm' }}
          bg="bg"
          color="fg"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      </InputGroup>
    </form>
  );
}
