import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Card, Field, Heading, Input, Stack, Textarea } from '@chakra-ui/react';
import { LuSend } from 'react-icons/lu';
import type { DelitoList } from '@reclamos/shared-types/complaints/schemas';
import { focusFirst, focusIfLost } from '../../lib/focus.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { notifyError, notifyInfo } from '../../lib/notify.ts';
import { MAX_LENGTH, sanitize, toPayload, type AttachedLocation, type ComplaintFormValues } from './form-values.ts';
import { LocationButton } from './LocationButton.tsx';
import { PersonFields } from './PersonFields.tsx';
import { PhotoUploader } from './PhotoUploader.tsx';
import { useComplaintSubmit, type SentComplaint } from './use-complaint-submit.ts';
import { useLocation } from './use-location.ts';
import { usePhoto } from './use-photo.ts';
import { VehicleFields } from './VehicleFields.tsx';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';

export interface ComplaintDraft {
  values: ComplaintFormValues;
  photo: Blob | null;
  location: AttachedLocation | null;
  /** The rejected queued complaint this draft corrects, if any. */
  correcting: string | null;
}

interface ComplaintFormProps {
  draft: ComplaintDraft;
  delitos: DelitoList | undefined;
  catalogueFailed: boolean;
  /** Sent, or kept on the phone: the page shows its receipt and clears the form. */
  onDone: (sent: SentComplaint) => void | Promise<void>;
  onCancelCorrection: () => void;
  /** Remounted for a correction (or cleared): focus goes to the form's first field if it was lost. */
  refocus?: boolean;
}

/** The spec's complaint form; the page remounts it (key) to clear it or to load a correction. */
export function ComplaintForm({ draft, delitos, catalogueFailed, onDone, onCancelCorrection, refocus = false }: ComplaintFormProps) {
  const form = COMPLAINTS_MSG.form;
  const [values, setValues] = useState(draft.values);
  const [correcting, setCorrecting] = useState(draft.correcting);
  const [tried, setTried] = useState(false);
  const photo = usePhoto(draft.photo);
  const location = useLocation(draft.location);
  const { sending, submit } = useComplaintSubmit({ onDone, onRejected: setCorrecting });
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (refocus) focusIfLost(formRef.current?.querySelector<HTMLElement>('input[name="cedula"]'));
  }, [refocus]);
  const change = (patch: Partial<ComplaintFormValues>) => setValues((current) => ({ ...current, ...patch }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    if (photo.state.status === 'compressing') {
      notifyInfo(form.waitForImage, 3000);
      return;
    }
    // The two required fields, in the original's order: the photo first, then the infraction.
    if (photo.state.status !== 'ready') {
      notifyError(COMPLAINTS_MSG.server.photoRequired);
      focusFirst(formRef.current, '[data-photo-pick]');
      return;
    }
    if (!values.delitoId) {
      notifyError(COMPLAINTS_MSG.server.delitoRequired);
      focusFirst(formRef.current, 'select[name="delito_id"]');
      return;
    }
    const attached = location.state.status === 'ready' ? location.state : null;
    await submit(toPayload(values, attached, new Date()), photo.state.blob, correcting);
  }

  return (
    <Card.Root as="section" aria-label={form.title}>
      <Card.Body p={{ base: '4', md: '6' }}>
        <form ref={formRef} onSubmit={(event) => void handleSubmit(event)} noValidate>
          <Stack gap="5">
            {correcting ? (
              <Alert.Root status="warning" data-testid="correcting">
                <Alert.Indicator />
                <Alert.Content gap="2">
                  <Alert.Description>{form.correcting}</Alert.Description>
                  <Button size="xs" variant="outline" alignSelf="start" onClick={onCancelCorrection}>
                    {form.cancelCorrection}
                  </Button>
                </Alert.Content>
              </Alert.Root>
            ) : null}
            <Section title={form.sections.person}>
              <PersonFields values={values} onChange={change} />
            </Section>
            <Section title={form.sections.vehicle}>
              <VehicleFields
                values={values}
                onChange={change}
                delitos={delitos}
                delitoInvalid={tried && !values.delitoId}
                catalogueFailed={catalogueFailed}
              />
            </Section>
            <Section title={form.sections.facts}>
              <Field.Root>
                <Field.Label>{form.fields.direccion}</Field.Label>
                <Input
                  name="direccion"
                  maxLength={MAX_LENGTH.direccion}
                  value={values.direccion}
                  onChange={(event) => change({ direccion: sanitize.direccion(event.target.value) })}
                />
              </Field.Root>
              <LocationButton state={location.state} onLocate={location.locate} onClear={location.clear} />
              <Field.Root>
                <Field.Label>{form.fields.descripcion}</Field.Label>
                <Textarea
                  name="descripcion"
                  rows={3}
                  autoresize
                  maxLength={MAX_LENGTH.descripcion}
                  value={values.descripcion}
                  onChange={(event) => change({ descripcion: sanitize.descripcion(event.target.value) })}
                />
              </Field.Root>
            </Section>
            <PhotoUploader state={photo.state} invalid={tried} onPick={(file) => void photo.pick(file)} onClear={photo.clear} />
            <SubmitButton sending={sending} />
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * 'Enviar', a plain button until React has taken over a pre-rendered form, so a press before then
 * cannot make the browser submit the form itself. Its own component: only it draws again then.
 */
function SubmitButton({ sending }: { sending: boolean }) {
  const hydrated = useHydrated();
  return (
    <Button type={hydrated ? 'submit' : 'button'} colorPalette="blue" size="xl" w="full" loading={sending}>
      <LuSend /> {COMPLAINTS_MSG.form.submit}
    </Button>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="fieldset" gap="3">
      <Heading as="legend" size="sm" color="fg.muted" mb="3">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
