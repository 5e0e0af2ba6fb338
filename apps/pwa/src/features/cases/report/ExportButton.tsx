import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import type { ExportedList } from './export-xlsx.ts';
import { LuFileSpreadsheet } from 'react-icons/lu';
import { notifyError } from '../../../lib/notify.ts';
import type { ReportRow } from './report-rows.ts';
import { CASES_STAFF_MSG } from '@reclamos/shared-types/cases/messages-staff';

interface ExportButtonProps {
  rows: readonly ReportRow[];
  range: ExportedList | null;
}

/** 'Exportar': the rows the filter shows, to reclamos_{ini}_{fin}.xlsx. */
export function ExportButton({ rows, range }: ExportButtonProps) {
  const [busy, setBusy] = useState(false);

  async function handleClick() {
    if (!range) return;
    setBusy(true);
    try {
      // Loaded on first click: neither this module's code nor exceljs is in the initial bundle.
      const { exportComplaints } = await import('./export-xlsx.ts');
      await exportComplaints(rows, range);
    } catch {
      notifyError(CASES_STAFF_MSG.report.exportFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="outline" colorPalette="green" loading={busy} disabled={!range || rows.length === 0} onClick={() => void handleClick()}>
      <LuFileSpreadsheet /> {CASES_STAFF_MSG.report.export}
    </Button>
  );
}
