import { renderFeedbackPdf } from '../apps/api/src/documents/feedback-pdf';
import { feedbackReport } from '../apps/api/src/documents/feedback-report.fixture';
import { writeResult } from './lib/bench-data';
import { median, quantile, round } from './lib/stats';

export type PdfReport = {
  runs: number;
  firstMs: number;
  medianMs: number;
  p95Ms: number;
  minMs: number;
  medianCpuMs: number;
  bytes: number;
};

/**
 * Renders the feedback report fixture (six knowledge areas, rich-text notes, Cyrillic and accented names) as
 * the API does for each submitted feedback: once cold, a few warm-ups, then `runs` timed renders one after another.
 */
export async function runPdfBench(runs = 50): Promise<PdfReport> {
  const report = feedbackReport();
  let started = performance.now();
  const first = await renderFeedbackPdf(report);
  const firstMs = performance.now() - started;
  for (let i = 0; i < 5; i++) await renderFeedbackPdf(report);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const usage = process.cpuUsage();
    started = performance.now();
    await renderFeedbackPdf(report);
    wall.push(performance.now() - started);
    const used = process.cpuUsage(usage);
    cpu.push((used.user + used.system) / 1000);
  }
  return {
    runs,
    firstMs: round(firstMs),
    medianMs: round(median(wall)),
    p95Ms: round(quantile(wall, 0.95)),
    minMs: round(Math.min(...wall)),
    medianCpuMs: round(median(cpu)),
    bytes: first.length,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const quick = process.argv.includes('--quick');
  const result = await runPdfBench(quick ? 15 : 50);
  writeResult('pdf', result);
  console.log(
    `PDF: median ${result.medianMs} ms (p95 ${result.p95Ms} ms, min ${result.minMs} ms, first ${result.firstMs} ms), ` +
      `median CPU ${result.medianCpuMs} ms, ${(result.bytes / 1024).toFixed(0)} KB`,
  );
}
