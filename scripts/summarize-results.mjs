// Adds up Vitest JSON reports (`--reporter=json --outputFile=FILE`) and single checks into the one closing line
// CI reads: exactly `N passed, N failed` (skipped tests are counted on the line before it). A report that is missing or unreadable
// counts as one failure, so a tier that crashed before writing it fails the run.
//
// Usage: node scripts/summarize-results.mjs [--check NAME=passed|failed|skipped]...
//          [--exit-code REPORT=CODE]... REPORT.json...
// --exit-code: a tier whose runner exited non-zero without any failed test (an unhandled error) counts one failure.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    check: { type: 'string', multiple: true, default: [] },
    'exit-code': { type: 'string', multiple: true, default: [] },
  },
});

const skippedStatuses = new Set(['skipped', 'pending', 'todo', 'disabled']);
const exitCodes = new Map(
  values['exit-code'].map((pair) => {
    const at = pair.lastIndexOf('=');
    return [pair.slice(0, at), Number(pair.slice(at + 1))];
  }),
);

/** Counts one report: per test, plus one failure for a file that failed outside its tests. */
function countReport(file) {
  const tally = { passed: 0, failed: 0, skipped: 0, notes: [] };
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
    if (!Array.isArray(report.testResults)) throw new Error('no testResults in it');
  } catch (error) {
    tally.failed = 1;
    tally.notes.push(`report missing or unreadable: ${error.message.replace(/\s+/g, ' ')}`);
    return tally;
  }
  for (const testFile of report.testResults) {
    const tests = testFile.assertionResults ?? [];
    for (const test of tests) {
      if (test.status === 'passed') tally.passed += 1;
      else if (skippedStatuses.has(test.status)) tally.skipped += 1;
      else {
        tally.failed += 1;
        tally.notes.push(`failed: ${test.fullName ?? test.title}`);
      }
    }
    const failedTests = tests.filter((test) => test.status === 'failed').length;
    if (testFile.status === 'failed' && failedTests === 0) {
      tally.failed += 1;
      tally.notes.push(`failed outside its tests: ${testFile.name} ${testFile.message ?? ''}`.trim());
    }
    if (testFile.status === 'skipped' && tests.length === 0) {
      tally.skipped += 1;
      tally.notes.push(testFile.name);
    }
  }
  if (report.testResults.length === 0 && report.success === false) {
    tally.failed += 1;
    tally.notes.push('no test file ran');
  }
  const exitCode = exitCodes.get(file) ?? 0;
  if (exitCode !== 0 && tally.failed === 0) {
    tally.failed += 1;
    tally.notes.push(`the runner exited with ${exitCode} although no test failed (unhandled error?)`);
  }
  return tally;
}

function countCheck(pair) {
  const at = pair.lastIndexOf('=');
  const status = pair.slice(at + 1);
  const known = ['passed', 'failed', 'skipped'].includes(status);
  return {
    name: pair.slice(0, at),
    passed: status === 'passed' ? 1 : 0,
    failed: known && status !== 'failed' ? 0 : 1,
    skipped: status === 'skipped' ? 1 : 0,
    notes: known ? [] : [`unknown status "${status}"`],
  };
}

const rows = [
  ...values.check.map(countCheck),
  ...positionals.map((file) => ({ name: basename(file, '.json'), file, ...countReport(file) })),
];
const total = { passed: 0, failed: 0, skipped: 0 };
console.log('Results by tier:');
for (const row of rows) {
  for (const key of Object.keys(total)) total[key] += row[key];
  const figures = `${row.passed} ok  ${row.failed} failing  ${row.skipped} skipped`;
  console.log(`  ${row.name.padEnd(12)} ${figures}${row.file ? `  (${row.file})` : ''}`);
  for (const note of row.notes.slice(0, 20)) console.log(`      ${note}`);
  if (row.notes.length > 20) console.log(`      … and ${row.notes.length - 20} more`);
}
console.log(`${total.skipped} skipped`);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed > 0 ? 1 : 0);
