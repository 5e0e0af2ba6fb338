import { Icon } from '@chakra-ui/react';
import { LuMegaphone } from 'react-icons/lu';
import { MSG } from '@reclamos/shared-types/messages';
import { SimpleMessagePage } from './SimpleMessagePage.tsx';

/** Stands in for the public complaint form until the complaints feature lands. */
export function ComplaintPlaceholderPage() {
  return (
    <SimpleMessagePage
      title={MSG.complaintPlaceholder.title}
      body={MSG.complaintPlaceholder.body}
      linkLabel={MSG.login.backHome}
      linkTo="/"
      icon={
        <Icon boxSize="12" color="blue.solid">
          <LuMegaphone />
        </Icon>
      }
    />
  );
}
