/**
 * `npm test`: every suite, in phases, each timed, with the slowest files of every vitest suite at the end:
 *
 *   check            type check, lint and format check, side by side (each uses one core)
 *   build            the app (vite) and the server bundle with its PGlite template, once for the run:
 *                    the bundle ceiling and the browser tests read that dist/ and dist-server/
 *   unit             unit and client tests (happy-dom)
 *   server PGlite    the server suite on the embedded database
 *   server Postgres  the server suite again on TEST_DATABASE_URL (when set)
 *   e2e              the bundle ceiling, then the browser tests in Chromium against the built server
 *
 * Every phase runs even when an earlier one failed (one log shows every failure), except that the ceiling
 * and the browser tests need the build. Exit code 1 when any phase failed.
 * `npm test -- unit server` runs only the phases named (check, build, unit, server, postgres, e2e).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

interface Job {
  label: string;
  command: string[];
  env?: NodeJS.ProcessEnv;
  /** vitest's JSON report of this job, for the slowest files. */
  report?: string;
}

interface Outcome {
  label: string;
  ok: boolean;
  seconds: number;
  report?: string;
}

const reports = mkdtempSync(path.join(tmpdir(), 'liuxue-test-reports-'));
const outcomes: Outcome[] = [];

/** Runs one command; its output goes through as it comes (alone) or after it ends (beside others). */
function run(job: Job, buffered: boolean): Promise<Outcome> {
  const started = performance.now();
  const [command = 'npx', ...args] = job.command;
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      // the environment as it is: a colour forced here would reach the processes the tests spawn and read
      env: job.env ?? process.env,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const finish = (ok: boolean) => {
      const seconds = (performance.now() - started) / 1000;
      if (buffered) process.stdout.write(`\n── ${job.label} (${seconds.toFixed(0)} s)\n${output}`);
      resolve({ label: job.label, ok, seconds, report: job.report });
    };
    child.once('error', (error) => {
      output += String(error);
      finish(false);
    });
    child.once('exit', (code) => finish(code === 0));
  });
}

/** Runs the jobs of one phase side by side and records the phase's wall time. */
async function phase(name: string, jobs: Job[]): Promise<boolean> {
  console.log(`\n━━ ${name}`);
  const started = performance.now();
  const results = await Promise.all(jobs.map((job) => run(job, jobs.length > 1)));
  const seconds = (performance.now() - started) / 1000;
  const ok = results.every((result) => result.ok);
  outcomes.push(...results);
  if (jobs.length > 1) outcomes.push({ label: `${name} (phase)`, ok, seconds });
  console.log(`━━ ${name}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s`);
  return ok;
}

function vitest(label: string, projects: string[], env?: NodeJS.ProcessEnv): Job {
  const report = path.join(reports, `${label.replace(/\W+/g, '-')}.json`);
  return {
    label,
    command: [
      'npx',
      'vitest',
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    env,
    report,
  };
}

interface VitestReport {
  numTotalTests: number;
  testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[];
}

/** The suite's file and test counts and its ten slowest files. */
function summary(outcome: Outcome): string {
  if (!outcome.report) return '';
  let report: VitestReport;
  try {
    report = JSON.parse(readFileSync(outcome.report, 'utf8')) as VitestReport;
  } catch {
    return `\n${outcome.label}: no report\n`;
  }
  const files = report.testResults
    .map((file) => ({
      name: path.relative(process.cwd(), file.name),
      seconds: (file.endTime - file.startTime) / 1000,
      tests: file.assertionResults.length,
    }))
    .sort((a, b) => b.seconds - a.seconds);
  const lines = files
    .slice(0, 10)
    .map((file) => `  ${file.seconds.toFixed(1).padStart(6)} s  ${file.name} (${file.tests})`);
  return `\n${outcome.label}: ${files.length} files, ${report.numTotalTests} tests; slowest:\n${lines.join('\n')}\n`;
}

const PHASES = ['check', 'build', 'unit', 'server', 'postgres', 'e2e'] as const;
type PhaseName = (typeof PHASES)[number];
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(PHASES as readonly string[]).includes(name));
if (unknown.length > 0) {
  console.error(`unknown phase ${unknown.join(', ')}; phases: ${PHASES.join(', ')}`);
  process.exit(2);
}
const wanted = (name: PhaseName) => asked.length === 0 || asked.includes(name);

const started = performance.now();
let failed = false;
let built = !wanted('build');
const note = (ok: boolean) => {
  if (!ok) failed = true;
  return ok;
};

const withoutPostgres = { ...process.env };
delete withoutPostgres.TEST_DATABASE_URL;

if (wanted('check') || wanted('build')) {
  const jobs: Job[] = [];
  if (wanted('check')) {
    jobs.push(
      { label: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
      { label: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
      { label: 'format', command: ['npm', 'run', '--silent', 'format:check'] },
    );
  }
  if (wanted('build')) jobs.push({ label: 'build', command: ['npm', 'run', '--silent', 'build'] });
  note(await phase(wanted('check') ? 'check and build' : 'build', jobs));
  built = outcomes.some((outcome) => outcome.label === 'build' && outcome.ok) || !wanted('build');
}
if (wanted('unit')) note(await phase('unit', [vitest('unit', ['unit'])]));
if (wanted('server')) {
  note(
    await phase('server PGlite', [
      { ...vitest('server PGlite', ['server', 'server-mocks']), env: withoutPostgres },
    ]),
  );
}
if (wanted('postgres')) {
  if (process.env.TEST_DATABASE_URL) {
    note(await phase('server PostgreSQL', [vitest('server PostgreSQL', ['server', 'server-mocks'])]));
  } else {
    console.log('\n━━ server PostgreSQL: skipped (TEST_DATABASE_URL is not set)');
  }
}
if (wanted('e2e')) {
  if (built) {
    note(
      await phase('bundle ceiling', [
        { label: 'ceiling', command: ['npx', 'tsx', 'bench/bundle.ts', '--ceiling'] },
      ]),
    );
    note(await phase('e2e', [vitest('e2e', ['e2e'])]));
  } else {
    failed = true;
    console.log('\n━━ e2e: not run (the build failed)');
  }
}

const total = (performance.now() - started) / 1000;
console.log('\n━━ summary');
for (const outcome of outcomes) {
  console.log(
    `  ${outcome.ok ? 'ok    ' : 'FAILED'} ${outcome.seconds.toFixed(0).padStart(5)} s  ${outcome.label}`,
  );
}
console.log(`  total ${total.toFixed(0)} s (${(total / 60).toFixed(1)} min)`);
for (const outcome of outcomes) process.stdout.write(summary(outcome));
rmSync(reports, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
