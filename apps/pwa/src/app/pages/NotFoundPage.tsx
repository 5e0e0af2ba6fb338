import { Icon } from '@chakra-ui/react';
import { LuMapPinOff } from 'react-icons/lu';
import { SimpleMessagePage } from './SimpleMessagePage.tsx';
import { MSG } from '@reclamos/shared-types/messages';

export function NotFoundPage() {
  return (
    <SimpleMessagePage
      title={MSG.notFound.title}
      body={MSG.notFound.body}
      linkLabel={MSG.notFound.home}
      linkTo="/"
      icon={
        <Icon boxSize="12" color="fg.muted">
          <LuMapPinOff />
        </Icon>
      }
    />
  );
}
