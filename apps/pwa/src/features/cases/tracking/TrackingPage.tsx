import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { Box, Button, Container, Field, HStack, Input, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuSearch } from 'react-icons/lu';
import { normalizeCodigo } from '@reclamos/shared-types/cases/values';
import { ApiError, errorMessage } from '../../../lib/api-error.ts';
import { PublicHeader } from '../../../lib/ui/PublicHeader.tsx';
import { fetchSeguimiento } from './tracking-api.ts';
import type { Seguimiento } from '@reclamos/shared-types/cases/schemas';
import { TrackingResult } from './TrackingResult.tsx';
import { CASES_MSG } from '@reclamos/shared-types/cases/messages';

const TEXT = CASES_MSG.tracking;

type State = { type: 'idle' } | { type: 'loading' } | { type: 'found'; result: Seguimiento } | { type: 'error'; message: string };

/**
 * /seguimiento and /seguimiento/{codigo}: anyone, from any browser, types or opens a receipt code
 * and sees the case's public state. The answer holds no personal data.
 */
export function TrackingPage() {
  const { codigo: fromPath = '' } = useParams();
  const navigate = useNavigate();
  const codigo = normalizeCodigo(fromPath);
  const [typed, setTyped] = useState(fromPath);
  const [attempt, setAttempt] = useState(0);
  const key = `${codigo ?? ''}#${attempt}`;
  const [answer, setAnswer] = useState<{ key: string; state: State } | null>(null);
  const state: State = !fromPath
    ? { type: 'idle' }
    : !codigo
      ? { type: 'error', message: TEXT.invalidCode }
      : answer?.key === key
        ? answer.state
        : { type: 'loading' };

  useEffect(() => {
    if (!codigo) return;
    const controller = new AbortController();
    fetchSeguimiento(codigo, controller.signal)
      .then((result) => setAnswer({ key, state: { type: 'found', result } }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof ApiError && error.status === 0 ? TEXT.offline : errorMessage(error);
        setAnswer({ key, state: { type: 'error', message } });
      });
    return () => controller.abort();
  }, [codigo, key]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const normal = normalizeCodigo(typed);
    setTyped(normal ?? typed);
    if (normal === codigo) setAttempt((n) => n + 1);
    else void navigate(`/seguimiento/${encodeURIComponent(normal ?? typed.trim())}`);
  }

  return (
    <Box minH="100dvh" bg="bg.subtle">
      <PublicHeader title={TEXT.title} />
      <Container as="main" maxW="2xl" px={{ base: '3', md: '6' }} py="4">
        <Stack gap="4">
          <Box asChild bg="bg" borderWidth="1px" rounded="l2" p="4">
            <form onSubmit={handleSubmit} noValidate>
              <Text textStyle="sm" color="fg.muted" mb="3">
                {TEXT.intro}
              </Text>
              <HStack gap="2" align="end">
                <Field.Root flex="1">
                  <Field.Label>{TEXT.codeLabel}</Field.Label>
                  <Input
                    name="codigo"
                    value={typed}
                    onChange={(event) => setTyped(event.target.value)}
                    autoComplete="off"
                    autoCapitalize="characters"
                    spellCheck={false}
                    fontFamily="mono"
                    maxLength={12}
                    placeholder="ABCD-2345"
                  />
                </Field.Root>
                <Button type="submit" colorPalette="blue" loading={state.type === 'loading'}>
                  <LuSearch /> {TEXT.submit}
                </Button>
              </HStack>
            </form>
          </Box>
          {state.type === 'loading' ? <Spinner alignSelf="center" color="blue.solid" aria-label={TEXT.loading} /> : null}
          {state.type === 'error' ? (
            <Text role="alert" color="fg.error" fontWeight="semibold" data-testid="tracking-error">
              {state.message}
            </Text>
          ) : null}
          {state.type === 'found' ? <TrackingResult result={state.result} /> : null}
          <Text textStyle="xs" color="fg.muted">
            {TEXT.privacy}
          </Text>
          <Link asChild color="blue.fg" textStyle="sm">
            <RouterLink to="/reclamo">{TEXT.reportLink}</RouterLink>
          </Link>
        </Stack>
      </Container>
    </Box>
  );
}
