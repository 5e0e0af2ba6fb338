import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Card, Grid, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuMegaphone } from 'react-icons/lu';
import { can, type Principal } from '@reclamos/shared-types/permissions';
import type { Resumen } from '@reclamos/shared-types/dashboard/schemas';
import { ApiError, errorMessage } from '../../lib/api-error.ts';
import { formatWhen } from '../../lib/dates.ts';
import { inspectionsHref } from '../../lib/inspections-address.ts';
import { reportHref } from '../../lib/report-address.ts';
import { fetchResumen } from './dashboard-api.ts';
import { keepResumen, keptResumen } from './kept-resumen.ts';
import { useOutboxSummary } from './outbox-summary.ts';
import { StatLink } from './StatLink.tsx';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';
import { DASHBOARD_MSG } from '@reclamos/shared-types/dashboard/messages';

const TEXT = DASHBOARD_MSG;

/**
 * Principal's dashboard: what the role does, with numbers that open the list behind them, and what
 * waits on this phone. A CHOFER, who has no list, gets the position sharing and the complaint form.
 */
export function Dashboard({ user }: { user: Principal }) {
  const needsNumbers = can(user, 'viewReports') || can(user, 'useInspections') || can(user, 'viewPositions');
  const resumen = useResumen(needsNumbers, user.id);
  const outbox = useOutboxSummary(user.id);

  return (
    <Stack gap="4">
      {!needsNumbers ? <DriverCard /> : null}
      {resumen.error ? (
        <Text color="fg.muted" role="status">
          {resumen.error}
        </Text>
      ) : null}
      {resumen.data?.reclamos ? <ComplaintNumbers resumen={resumen.data} /> : null}
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr', lg: '2fr 1fr 1fr' }} gap="4" alignItems="start">
        {resumen.data?.inspecciones ? <InspectionNumbers hoy={resumen.data.fechas.hoy} counts={resumen.data.inspecciones.hoy} /> : null}
        {resumen.data?.posiciones ? (
          <Group title={TEXT.people}>
            <StatLink label={TEXT.peopleNow} value={resumen.data.posiciones.enMapa} to="/navegador/posicion" testId="stat-posiciones" />
          </Group>
        ) : null}
        {outbox ? (
          <Group title={TEXT.waiting}>
            {outbox.complaints + outbox.inspections === 0 ? (
              <Text textStyle="sm" color="fg.muted" data-testid="stat-outbox-none">
                {TEXT.waitingNone}
              </Text>
            ) : (
              <SimpleGrid columns={{ base: 2, md: 1 }} gap="2">
                {outbox.complaints > 0 ? (
                  <StatLink
                    label={COMPLAINTS_MSG.outbox.title}
                    value={outbox.complaints}
                    to="/reclamo"
                    testId="stat-outbox-complaints"
                    tone="orange"
                  />
                ) : null}
                {outbox.inspections > 0 ? (
                  <StatLink
                    label={TEXT.waitingItems}
                    value={outbox.inspections}
                    to="/navegador/inspeccion"
                    testId="stat-outbox-inspections"
                    tone="orange"
                  />
                ) : null}
                {outbox.rejected > 0 ? (
                  <StatLink
                    label={TEXT.rejectedItems}
                    value={outbox.rejected}
                    to={outbox.complaints > 0 ? '/reclamo' : '/navegador/inspeccion'}
                    testId="stat-outbox-rejected"
                    tone="red"
                  />
                ) : null}
              </SimpleGrid>
            )}
          </Group>
        ) : null}
      </Grid>
    </Stack>
  );
}

function ComplaintNumbers({ resumen }: { resumen: Resumen }) {
  const reclamos = resumen.reclamos!;
  const { hoy, semanaDesde } = resumen.fechas;
  const week = { ini: semanaDesde, fin: hoy };
  const closedWeek = { ...week, segun: 'cierre' as const };
  return (
    <Group title={TEXT.complaints}>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="2">
        <StatLink label={TEXT.receivedToday} value={reclamos.hoy.total} to={reportHref({ ini: hoy, fin: hoy })} testId="stat-hoy" />
        <StatLink label={TEXT.receivedWeek} value={reclamos.semana.total} to={reportHref(week)} testId="stat-semana" />
        <StatLink label={TEXT.open} value={reclamos.abiertos} to={reportHref({ abiertos: true })} testId="stat-abiertos" tone="orange" />
        <StatLink
          label={TEXT.overdue}
          value={reclamos.vencidos}
          to={reportHref({ abiertos: true, vencido: true })}
          testId="stat-vencidos"
          tone="red"
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="2">
        <StatLink
          label={TEXT.closedWeek}
          value={reclamos.cerradosSemana.total}
          to={reportHref(closedWeek)}
          testId="stat-cerrados"
          tone="green"
        />
        {reclamos.cerradosSemana.porEstado.map((entry) => (
          <StatLink
            key={entry.estado}
            label={TEXT.closedAs(entry.estado)}
            value={entry.total}
            to={reportHref({ ...closedWeek, estado: [entry.estado] })}
            testId={`stat-cerrados-${entry.estado.replace(/\s+/g, '-').toLowerCase()}`}
            tone="gray"
          />
        ))}
      </SimpleGrid>
    </Group>
  );
}

/** Today's inspections, each number opening that day's list with the same calificacion. */
function InspectionNumbers({ hoy, counts }: { hoy: string; counts: { total: number; cumple: number; noCumple: number } }) {
  return (
    <Group title={TEXT.inspections}>
      <SimpleGrid columns={{ base: 2, sm: 3 }} gap="2">
        <StatLink label={TEXT.inspectionsTotal} value={counts.total} to={inspectionsHref({ fecha: hoy })} testId="stat-inspecciones" />
        <StatLink
          label={TEXT.cumple}
          value={counts.cumple}
          to={inspectionsHref({ fecha: hoy, calificacion: 'CUMPLE' })}
          testId="stat-cumple"
          tone="green"
        />
        <StatLink
          label={TEXT.noCumple}
          value={counts.noCumple}
          to={inspectionsHref({ fecha: hoy, calificacion: 'NO CUMPLE' })}
          testId="stat-no-cumple"
          tone="red"
        />
      </SimpleGrid>
    </Group>
  );
}

function DriverCard() {
  return (
    <Group title={TEXT.chofer}>
      <Text>{TEXT.choferIntro}</Text>
      <Text textStyle="sm" color="fg.muted">
        {TEXT.sharingHint}
      </Text>
      <Button asChild colorPalette="yellow" size="lg" alignSelf="start">
        <RouterLink to="/reclamo">
          <LuMegaphone /> {TEXT.reportInfraction}
        </RouterLink>
      </Button>
    </Group>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title} size="sm">
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body gap="3">{children}</Card.Body>
    </Card.Root>
  );
}

/** The numbers, asked on open; offline, a note instead (what waits on the phone still shows). */
/** The server's numbers; without coverage the last ones this phone received, marked as such. */
function useResumen(enabled: boolean, userId: number): { data: Resumen | null; error: string | null } {
  const [state, setState] = useState<{ data: Resumen | null; error: string | null }>({ data: null, error: null });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    fetchResumen(controller.signal)
      .then((data) => {
        keepResumen(userId, data);
        setState({ data, error: null });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (!(error instanceof ApiError && error.status === 0)) return setState({ data: null, error: errorMessage(error) });
        const kept = keptResumen(userId);
        setState(kept ? { data: kept.data, error: TEXT.offlineKept(formatWhen(kept.receivedAt)) } : { data: null, error: TEXT.offline });
      });
    return () => controller.abort();
  }, [enabled, userId]);
  return state;
}
