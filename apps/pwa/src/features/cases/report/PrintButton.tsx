import { useState } from 'react';
import { IconButton } from '@chakra-ui/react';
import { LuPrinter } from 'react-icons/lu';
import { fetchComplaintPdf } from './reports-api.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { CASES_STAFF_MSG } from '@reclamos/shared-types/cases/messages-staff';

/** OP: downloads the complaint's server-drawn PDF as report_{id}.pdf; a failure shows the specification's browser alert 'error'. */
export function PrintButton({ id }: { id: number }) {
  const [busy, setBusy] = useState(false);

  async function handleClick() {
    setBusy(true);
    try {
      saveBlob(await fetchComplaintPdf(id), `report_${id}.pdf`);
    } catch {
      window.alert(CASES_STAFF_MSG.report.pdfError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <IconButton
      size="sm"
      variant="subtle"
      colorPalette="blue"
      aria-label={CASES_STAFF_MSG.report.print(id)}
      title={CASES_STAFF_MSG.report.print(id)}
      loading={busy}
      onClick={() => void handleClick()}
    >
      <LuPrinter />
    </IconButton>
  );
}
