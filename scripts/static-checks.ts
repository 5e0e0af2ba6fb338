import { spawn } from 'node:child_process';

/**
 * `npm test`'s first step: the repository's npm scripts named on the command line (ESLint with
 * Prettier's check, and tsc for every workspace), run side by side. Each is mostly one busy thread,
 * so on a 2-core runner together they take little more than the longest alone. Each one's output
 * is printed whole when it ends, so the lines do not interleave; the exit code is the first
 * failure's, after all have ended.
 */
function runScript(name: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      process.stdout.write(`\n> npm run ${name}: ${code === 0 ? 'passed' : `failed (exit code ${code ?? 'none'})`}\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

const names = process.argv.slice(2);
if (names.length === 0) throw new Error('usage: tsx scripts/static-checks.ts <npm script>…');
const codes = await Promise.all(names.map(runScript));
process.exitCode = codes.find((code) => code !== 0) ?? 0;
