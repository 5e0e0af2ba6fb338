import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { isValidPlaca, normalizePlaca } from '../plates.ts';
import { useLoad } from '../use-load.ts';
import { loadPlate } from './plate-data.ts';
import { PlateComplaintsTable } from './PlateComplaintsTable.tsx';
import { PlateInspectionsTable } from './PlateInspectionsTable.tsx';
import { VehicleCard } from './VehicleCard.tsx';
import { AUTHORITY_MSG } from '@reclamos/shared-types/authority/messages';
import { MSG } from '@reclamos/shared-types/messages';
import { can, type Principal } from '@reclamos/shared-types/permissions';

const TEXT = AUTHORITY_MSG.plate;

/** /navegador/placa/{placa}: the registry row, every complaint and every inspection, newest first. */
export function PlatePage({ user }: { user: Principal }) {
  const placa = normalizePlaca(useParams().placa ?? '');
  if (!isValidPlaca(placa)) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{MSG.plateSearch.invalid}</Alert.Title>
      </Alert.Root>
    );
  }
  return <PlateHistoryView key={placa} placa={placa} caseDetail={can(user, 'viewReports')} />;
}

/** `caseDetail`: the user works the cases and reads the complainants' words (the server sends them only then). */
function PlateHistoryView({ placa, caseDetail }: { placa: string; caseDetail: boolean }) {
  const { data, loading } = useLoad((signal) => loadPlate(placa, signal), placa);

  return (
    <Stack gap="5" data-source={data?.source}>
      <Heading as="h1" size={{ base: 'lg', md: 'xl' }}>
        {TEXT.title(placa)}
        {loading ? <Spinner size="sm" ms="3" color="blue.solid" aria-label={TEXT.loading} /> : null}
      </Heading>
      {data?.source === 'phone' ? (
        <Alert.Root status="warning" data-testid="plate-offline">
          <Alert.Indicator />
          <Alert.Title>{TEXT.offline}</Alert.Title>
        </Alert.Root>
      ) : null}
      {data ? (
        <>
          <VehicleCard vehiculo={data.vehiculo} onPhone={data.source === 'phone'} />
          <Section title={TEXT.complaints} shown={data.reclamos.length} total={data.totales.reclamos}>
            <PlateComplaintsTable rows={data.reclamos} caseDetail={caseDetail} />
          </Section>
          <Section title={TEXT.inspections} shown={data.inspecciones.length} total={data.totales.inspecciones}>
            <PlateInspectionsTable rows={data.inspecciones} />
          </Section>
        </>
      ) : null}
    </Stack>
  );
}

function Section({ title, shown, total, children }: { title: string; shown: number; total: number; children: ReactNode }) {
  return (
    <Stack as="section" gap="2" aria-label={title}>
      <Heading as="h2" size="md">
        {title}{' '}
        <Text as="span" textStyle="sm" fontWeight="normal" color="fg.muted">
          ({total.toLocaleString('es-BO')})
        </Text>
      </Heading>
      {shown < total ? (
        <Text textStyle="sm" color="fg.muted">
          {TEXT.newestOf(shown, total)}
        </Text>
      ) : null}
      {children}
    </Stack>
  );
}
