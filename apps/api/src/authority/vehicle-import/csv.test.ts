import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.ts';

const refusal = (text: string, maxRows?: number) => {
  try {
    parseCsv(text, maxRows);
  } catch (error) {
    return { status: (error as { statusCode?: number }).statusCode, message: (error as Error).message };
  }
  return null;
};

describe('parseCsv', () => {
  it('reads quoted cells with separators, doubled quotes and line breaks, keeping empty lines', () => {
    expect(parseCsv('placa;chofer\r\n"1;2";"a ""b""\nc"\r\n\r\nX;Y')).toEqual([['placa', 'chofer'], ['1;2', 'a "b"\nc'], [''], ['X', 'Y']]);
  });

  it("reads only the header line's columns: cells right of it are skipped, quotes in them included", () => {
    expect(parseCsv('placa,tipo\n1234ABC,TAXI,x"y,"a,b",' + 'z'.repeat(10_000) + '\n5678DEF,BUS')).toEqual([
      ['placa', 'tipo'],
      ['1234ABC', 'TAXI'],
      ['5678DEF', 'BUS'],
    ]);
  });

  it('takes a header of 50 columns and refuses one of 51 as soon as it starts', () => {
    expect(parseCsv(`${Array.from({ length: 50 }, (_, i) => `c${i}`).join(',')}\n1`)[0]).toHaveLength(50);
    expect(refusal(`${','.repeat(50)}\n1`)).toEqual({ status: 413, message: expect.stringMatching(/más de 50 columnas/) });
    expect(refusal(','.repeat(2_000_000))).toMatchObject({ status: 413 });
  });

  it('takes a cell of 500 characters and refuses one of 501, naming its line', () => {
    expect(parseCsv(`placa,chofer\n1,"${'a'.repeat(500)}"`)[1]?.[1]).toHaveLength(500);
    expect(refusal(`placa,chofer\n1,b\n2,"${'a'.repeat(501)}"`)).toEqual({ status: 413, message: expect.stringMatching(/fila 3 .*500/) });
  });

  it('counts data lines with a value against the limit while reading; empty lines do not count', () => {
    expect(parseCsv('placa\n1\n\n2\n', 2)).toHaveLength(4);
    expect(refusal('placa\n1\n2\n3\n', 2)).toEqual({ status: 413, message: expect.stringMatching(/filas de datos/) });
  });
});
