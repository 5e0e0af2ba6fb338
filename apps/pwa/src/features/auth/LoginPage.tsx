import { useState, type FormEvent } from 'react';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router-dom';
import { Box, Button, Card, Center, Field, Heading, Image, Input, Link, Stack } from '@chakra-ui/react';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { PasswordInput } from '../../lib/ui/PasswordInput.tsx';
import { login } from './auth-api.ts';
import { useSession } from './session-store.ts';
import { AUTH_MSG } from '@reclamos/shared-types/auth/messages';
import { MSG } from '@reclamos/shared-types/messages';

/** A failed sign-in shows the server's message for 2000 ms, as the specification asks. */
const FAILURE_NOTICE_MS = 2000;

export function LoginPage() {
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const signIn = useSession((state) => state.signIn);
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [loading, setLoading] = useState(false);

  if (isLoggedIn && !loading) return <Navigate to="/navegador" replace />;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim() || !password) {
      notifyError(MSG.validation.required, FAILURE_NOTICE_MS);
      return;
    }
    setLoading(true);
    try {
      const answer = await login({ name: name.trim(), password });
      signIn(answer.token, answer.user);
      notifySuccess(AUTH_MSG.login.welcome);
      await navigate('/navegador', { replace: true });
    } catch (error) {
      notifyError(error, FAILURE_NOTICE_MS);
    } finally {
      setLoading(false);
    }
  }

  return (
    <Center minH="100dvh" bg="bg.muted" px="4" py="8">
      <Card.Root as="main" w="full" maxW="sm" shadow="md">
        <Card.Header alignItems="center" gap="3">
          <Image src="/icons/icon-192.png" alt="" boxSize="20" />
          <Heading as="h1" size="md" textAlign="center">
            {MSG.app.loginTitle}
          </Heading>
        </Card.Header>
        <Card.Body>
          <form onSubmit={(event) => void handleSubmit(event)} noValidate>
            <Stack gap="4">
              <Field.Root>
                <Field.Label>{AUTH_MSG.login.account}</Field.Label>
                <Input
                  name="name"
                  autoComplete="username"
                  autoCapitalize="none"
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                />
              </Field.Root>
              <Field.Root>
                <Field.Label>{AUTH_MSG.login.password}</Field.Label>
                <PasswordInput
                  name="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              </Field.Root>
              <Button type="submit" colorPalette="blue" loading={loading} w="full">
                {AUTH_MSG.login.submit}
              </Button>
            </Stack>
          </form>
        </Card.Body>
        <Card.Footer justifyContent="center">
          <Box textStyle="sm">
            <Link asChild colorPalette="blue">
              <RouterLink to="/">{AUTH_MSG.login.backHome}</RouterLink>
            </Link>
          </Box>
        </Card.Footer>
      </Card.Root>
    </Center>
  );
}
