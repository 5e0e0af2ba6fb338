import path from 'node:path';
import { authBench } from './auth-bench.ts';
import { authorityBench } from './authority-bench.ts';
import { backupBench } from './backup-bench.ts';
import { complaintsBench } from './complaints/index.ts';
import { inspectionsBench } from './inspections/index.ts';
import { positionsBench } from './positions/index.ts';
import { positionsHistoryBench, positionsHistoryTenfoldBench } from './positions-history-bench.ts';
import { reportTimeBench } from './report-time-bench.ts';
import { benchNames } from './args.ts';
import { uploadsBench } from './uploads-bench.ts';
import { fuzzBench } from './fuzz-bench.ts';
import { importBombsBench } from './import-bombs-bench.ts';
import { faceDetectionBench } from './face-detection-bench.ts';
import { firstVisitBench } from './first-visit-bench.ts';
import { lighthouseBench } from './lighthouse-bench.ts';
import { pushFanoutBench } from './push-fanout-bench.ts';
import { REPO_ROOT } from './child-process.ts';
import { loadSettingsFromEnv } from './measure.ts';
import { FOREIGN_LOAD_WARNING_CORES, foreignLoadDescription, watchForeignLoad } from './machine.ts';
import { sectionBody, settingsDescription, textTable, writeSection, type Bench } from './report.ts';

/**
 * `npm run bench` runs every bench; `npm run bench -- <name> [<name>…]` runs the named ones;
 * `--option value` pairs go to the benches (e.g. `npm run bench -- positions --devices 10000 --viewers 50`).
 * Each bench prints its table and rewrites its own section of docs/benchmarks.md.
 * A new bench: a module exporting a `Bench`, added to this list.
 */
const BENCHES: Bench[] = [
  authBench,
  complaintsBench,
  inspectionsBench,
  positionsBench,
  positionsHistoryBench,
  positionsHistoryTenfoldBench,
  backupBench,
  reportTimeBench,
  uploadsBench,
  fuzzBench,
  authorityBench,
  importBombsBench,
  firstVisitBench,
  lighthouseBench,
  pushFanoutBench,
  faceDetectionBench,
];

const DOC = path.join(REPO_ROOT, 'docs/benchmarks.md');

function select(args: string[]): Bench[] {
  if (args.length === 0) return BENCHES;
  return args.map((name) => {
    const bench = BENCHES.find((b) => b.name === name);
    if (!bench) {
      console.error(`Unknown bench "${name}". Available: ${BENCHES.map((b) => b.name).join(', ')}.`);
      process.exit(2);
    }
    return bench;
  });
}

async function main(): Promise<void> {
  const benches = select(benchNames(process.argv.slice(2)));
  const settings = loadSettingsFromEnv();
  console.log(`Benches: ${benches.map((b) => b.name).join(', ')}; ${settingsDescription(settings)}.`);
  for (const bench of benches) {
    const started = new Date();
    console.log(`\n${bench.heading.replace(/^#+\s*/, '')}`);
    const foreignLoad = watchForeignLoad();
    const result = await bench.run(settings);
    const load = foreignLoad();
    if (result.rows.length > 0) console.log(`\n${textTable(result.rows)}\n`);
    for (const line of result.verdicts) console.log(line);
    const loadLine = `Machine: ${foreignLoadDescription(load).replace(/\*\*/g, '')}.`;
    if ((load.cores ?? 0) > FOREIGN_LOAD_WARNING_CORES) console.warn(`Warning: ${loadLine}`);
    else console.log(loadLine);
    writeSection(DOC, bench.heading, sectionBody(bench, result, settings, started, load));
    console.log(`Written to ${path.relative(REPO_ROOT, DOC)} (${bench.heading}).`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
