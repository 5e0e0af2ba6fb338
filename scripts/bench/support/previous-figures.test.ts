import { describe, expect, it } from 'vitest';
import { measureKey, runOf, withPreviousFigures } from './previous-figures.ts';

const OLD_MEASURES = [
  'Run 2026-11-27 09:11 UTC with `npm run bench -- complaints` on 2 CPUs (nproc; Intel(R) Xeon(R) Processor @ 2.80GHz), 24 GiB RAM.',
  '',
  '| measure | figure | target | |',
  '| --- | --- | --- | --- |',
  '| POST formulario on sqlite (453.1 kB multipart, 16 clients, 30 s) | 99.7 req/s | ≥ 165/s | MISSED |',
  '| POST formulario server CPU per accepted upload (all threads) | 17.7 ms | ≤ 8 ms | MISSED |',
  '| POST formulario server CPU per accepted upload (all threads) | 17.9 ms | ≤ 8 ms | MISSED |',
  '| reportFecha 1 day (913 rows, 495.2 kB JSON, 30 calls) | p95 80.7 ms | p95 ≤ 15 ms | MISSED |',
  '',
  '**TARGET MISSED: …**',
].join('\n');

const NEW_MEASURES = [
  'Run 2026-11-27 12:50 UTC with `npm run bench -- complaints` on 2 CPUs (nproc; AMD EPYC), 24 GiB RAM.',
  '',
  '| measure | figure | target | |',
  '| --- | --- | --- | --- |',
  '| POST formulario on sqlite (452.9 kB multipart, 16 clients, 30 s) | 170.1 req/s | ≥ 165/s | met |',
  '| POST formulario server CPU per accepted upload (all threads) | 7.9 ms | ≤ 8 ms | met |',
  '| POST formulario server CPU per accepted upload (all threads) | 8.2 ms | ≤ 8 ms | MISSED |',
  '| reportFecha 1 day (914 rows, 495.9 kB JSON, 30 calls) | p95 12.0 ms | p95 ≤ 15 ms | met |',
  '| a measure added since | 1 | | |',
  '',
  '**TARGET MET: …**',
].join('\n');

describe('figures beside the previous run', () => {
  it('matches rows by their label without the run’s own counts, and repeated labels in order', () => {
    const lines = withPreviousFigures(NEW_MEASURES, OLD_MEASURES).split('\n');
    expect(lines).toContain('| measure | figure | previous | target |  |');
    expect(lines).toContain(
      '| POST formulario on sqlite (452.9 kB multipart, 16 clients, 30 s) | 170.1 req/s | 99.7 req/s | ≥ 165/s | met |',
    );
    expect(lines).toContain('| POST formulario server CPU per accepted upload (all threads) | 7.9 ms | 17.7 ms | ≤ 8 ms | met |');
    expect(lines).toContain('| POST formulario server CPU per accepted upload (all threads) | 8.2 ms | 17.9 ms | ≤ 8 ms | MISSED |');
    expect(lines).toContain('| reportFecha 1 day (914 rows, 495.9 kB JSON, 30 calls) | p95 12.0 ms | p95 80.7 ms | p95 ≤ 15 ms | met |');
    expect(lines).toContain('| a measure added since | 1 |  |  |  |');
    expect(lines).toContain(
      'The previous column: the run of 2026-11-27 09:11 UTC on Intel(R) Xeon(R) Processor @ 2.80GHz, which this one replaced.',
    );
    expect(lines.at(-1)).toBe('**TARGET MET: …**');
  });

  it('keeps the previous run’s own figure, not its previous column, when the old table had one', () => {
    const once = withPreviousFigures(NEW_MEASURES, OLD_MEASURES);
    const twice = withPreviousFigures(NEW_MEASURES, `${once}`).split('\n');
    expect(twice).toContain('| reportFecha 1 day (914 rows, 495.9 kB JSON, 30 calls) | p95 12.0 ms | p95 12.0 ms | p95 ≤ 15 ms | met |');
    expect(twice.filter((line) => line.startsWith('| measure'))).toEqual(['| measure | figure | previous | target |  |']);
  });

  it('puts req/s with its ratio last in an endpoint table', () => {
    const old =
      'Run 2026-11-27 09:08 UTC with x on 2 CPUs (nproc; Xeon)\n\n| endpoint | req/s | ratio |\n| --- | ---: | ---: |\n| GET me | 9,940 | 47.0 % |';
    const body =
      'Run 2026-11-27 12:40 UTC with x on 2 CPUs (nproc; EPYC)\n\n| endpoint | req/s | ratio |\n| --- | ---: | ---: |\n| GET me | 24,000 | 55.0 % |';
    const lines = withPreviousFigures(body, old).split('\n');
    expect(lines).toContain('| endpoint | req/s | ratio | previous |');
    expect(lines).toContain('| --- | ---: | ---: | ---: |');
    expect(lines).toContain('| GET me | 24,000 | 55.0 % | 9,940 (47.0 %) |');
  });

  it('leaves a first section, or one without a figure column, as it is', () => {
    expect(withPreviousFigures(NEW_MEASURES, null)).toBe(NEW_MEASURES);
    const other = 'Run x\n\n| a | b |\n| --- | --- |\n| 1 | 2 |';
    expect(withPreviousFigures(other, other)).toBe(other);
  });

  it('takes the parenthesised details out of a label, nested too', () => {
    expect(measureKey('/reclamo (Reportar una infracción): Performance (benchmarkIndex 2726; runs 96, 96, 95)')).toBe(
      '/reclamo: Performance',
    );
    expect(measureKey('a (b (c) d) e')).toBe('a e');
    expect(runOf('Run 2026-11-27 10:48 UTC with `npm run bench -- auth` on 2 CPUs (nproc; AMD EPYC), 24 GiB')).toBe(
      '2026-11-27 10:48 UTC on AMD EPYC',
    );
  });
});
