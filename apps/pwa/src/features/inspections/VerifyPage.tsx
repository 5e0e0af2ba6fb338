import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Badge, Box, Button, Center, DataList, Heading, Image, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import type { Verificacion } from '@reclamos/shared-types/inspections/schemas';
import { ApiError } from '../../lib/api-error.ts';
import { formatFecha } from '../../lib/dates.ts';
import { CREST_URL } from './crest.ts';
import { fetchVerificacion, signedSheetUrl } from './inspections-api.ts';
import { INSPECTIONS_MSG } from '@reclamos/shared-types/inspections/messages';

type State =
  { type: 'loading' } | { type: 'found'; result: Verificacion } | { type: 'not-registered' } | { type: 'invalid' } | { type: 'offline' };

const TEXT = INSPECTIONS_MSG.verify;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DIGEST = /^[0-9a-f]{64}$/;

/**
 * /verificar/{uuid}: what the QR code of a control sheet opens, for anyone, no sign-in. Shows
 * only placa, fecha, calificacion, inspector and the last change; an unknown code may be a sheet
 * printed offline whose inspection has not reached the server yet, and the page says so. The
 * record's digest is shown; a sheet's QR code carries the digest it printed (`?d=`), and the page
 * says whether the record still matches it. The signed copy of the sheet is one link away.
 */
export function VerifyPage() {
  const { uuid = '' } = useParams();
  const [search] = useSearchParams();
  const printed = search.get('d')?.toLowerCase() ?? '';
  const [attempt, setAttempt] = useState(0);
  const key = `${uuid}#${attempt}`;
  // The answer for one code and attempt; another code or a retry shows loading until it answers.
  const [answer, setAnswer] = useState<{ key: string; state: State } | null>(null);
  const valid = UUID.test(uuid);
  const state: State = !valid ? { type: 'invalid' } : answer?.key === key ? answer.state : { type: 'loading' };

  useEffect(() => {
    if (!valid) return;
    const controller = new AbortController();
    const settle = (next: State) => setAnswer({ key, state: next });
    fetchVerificacion(uuid, controller.signal)
      .then((result) => settle({ type: 'found', result }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) settle({ type: 'not-registered' });
        else if (error instanceof ApiError && error.status === 400) settle({ type: 'invalid' });
        else settle({ type: 'offline' });
      });
    return () => controller.abort();
  }, [uuid, key, valid]);

  return (
    <Center as="main" minH="100dvh" px="4" py="8" bg="bg.subtle">
      <Stack gap="5" align="center" textAlign="center" maxW="md" w="full" bg="bg" p="6" rounded="l3" borderWidth="1px">
        <Image src={CREST_URL} alt={INSPECTIONS_MSG.sheet.crestAlt} w="16" h="auto" />
        <Heading as="h1" size="lg">
          {TEXT.title}
        </Heading>
        <Text textStyle="xs" color="fg.muted" wordBreak="break-all">
          {uuid}
        </Text>
        {state.type === 'loading' ? <Spinner color="blue.solid" aria-label={TEXT.loading} /> : null}
        {state.type === 'found' ? <Found uuid={uuid} result={state.result} printed={DIGEST.test(printed) ? printed : null} /> : null}
        {state.type === 'not-registered' ? (
          <Stack gap="3" data-testid="verify-not-registered">
            <Text fontWeight="bold" color="fg.error">
              {TEXT.notRegistered}
            </Text>
            <Text color="fg.muted">{TEXT.maybePending}</Text>
          </Stack>
        ) : null}
        {state.type === 'invalid' ? (
          <Text fontWeight="bold" color="fg.error" data-testid="verify-invalid">
            {TEXT.invalid}
          </Text>
        ) : null}
        {state.type === 'offline' ? (
          <Stack gap="3" align="center">
            <Text color="fg.error">{TEXT.offline}</Text>
            <Button colorPalette="blue" onClick={() => setAttempt((n) => n + 1)}>
              {TEXT.retry}
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </Center>
  );
}

function Found({ uuid, result, printed }: { uuid: string; result: Verificacion; printed: string | null }) {
  const unchanged = printed === result.huella;
  return (
    <Box w="full" data-testid="verify-found">
      <Badge colorPalette="green" size="lg" mb="4">
        {TEXT.registered}
      </Badge>
      <DataList.Root orientation="horizontal" textAlign="start">
        {[
          [TEXT.placa, result.placa],
          [TEXT.fecha, formatFecha(result.fecha)],
          [TEXT.calificacion, result.calificacion],
          [TEXT.inspector, result.inspector.nombre],
          [TEXT.updatedAt, formatFecha(result.updated_at)],
        ].map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue fontWeight="semibold" data-field={label}>
              {value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Stack gap="1" mt="4" textAlign="start">
        <Text textStyle="xs" color="fg.muted">
          {TEXT.digest}
        </Text>
        <Text textStyle="xs" fontFamily="mono" wordBreak="break-all" data-testid="verify-digest">
          {result.huella}
        </Text>
      </Stack>
      {printed ? (
        <Text
          mt="3"
          fontWeight="bold"
          textAlign="start"
          color={unchanged ? 'fg.success' : 'fg.error'}
          data-testid={unchanged ? 'verify-unchanged' : 'verify-changed'}
        >
          {unchanged ? TEXT.unchanged : TEXT.changed}
        </Text>
      ) : null}
      <Button asChild mt="4" colorPalette="blue" variant="outline" w="full">
        <Link href={signedSheetUrl(uuid)} download data-testid="verify-signed-pdf">
          {TEXT.signedCopy}
        </Link>
      </Button>
    </Box>
  );
}
