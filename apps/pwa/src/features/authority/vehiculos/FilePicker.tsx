import { useId, useRef } from 'react';
import { Button, Field, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { LuFileSpreadsheet } from 'react-icons/lu';
import { AUTHORITY_MSG } from '@reclamos/shared-types/authority/messages';

const TEXT = AUTHORITY_MSG.importar;
const ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

interface FilePickerProps {
  file: File | null;
  invalid: boolean;
  onChoose: (file: File | null) => void;
}

/**
 * The spreadsheet to import: a Spanish button and the chosen file's name (the browser's own file
 * input speaks the browser's language). The input stays in the page, labelled, for assistive tech.
 */
export function FilePicker({ file, invalid, onChoose }: FilePickerProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Field.Root required invalid={invalid}>
      <Field.Label htmlFor={inputId}>{TEXT.file}</Field.Label>
      <VisuallyHidden>
        <input
          ref={input}
          id={inputId}
          type="file"
          name="archivo"
          accept={ACCEPT}
          tabIndex={-1}
          onChange={(event) => {
            onChoose(event.target.files?.[0] ?? null);
            // The same file chosen again (after correcting it on disk) is read again.
            event.target.value = '';
          }}
        />
      </VisuallyHidden>
      <HStack gap="3" wrap="wrap">
        <Button variant="outline" onClick={() => input.current?.click()}>
          <LuFileSpreadsheet /> {TEXT.chooseFile}
        </Button>
        <Text textStyle="sm" color={file ? 'fg' : 'fg.muted'} data-testid="import-file-name">
          {file ? file.name : TEXT.noFile}
        </Text>
      </HStack>
    </Field.Root>
  );
}
