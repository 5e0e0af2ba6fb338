import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-xlsx.ts';

describe("the exported list's file name", () => {
  it('says its days, whether they are closing days, or that it is every open case as of today', () => {
    expect(exportFileName({ ini: '2026-11-01', fin: '2026-11-24' })).toBe('reclamos_2026-11-01_2026-11-24.xlsx');
    expect(exportFileName({ ini: '2026-11-23', fin: '2026-11-24', segun: 'cierre' })).toBe('reclamos_cerrados_2026-11-23_2026-11-24.xlsx');
    // The date form may still hold an older search's days: they are not what the list covers.
    expect(exportFileName({ ini: '2026-01-05', fin: '2026-01-05', abiertos: true }, '2026-11-26')).toBe(
      'reclamos_abiertos_2026-11-26.xlsx',
    );
  });
});
