import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { downloadName, sendFile } from '../../lib/file-download';
import type { AnalyticsRange } from './analytics-scope';

/** The OpenAPI description of every analytics CSV answer. */
export const analyticsCsvBody = z
  .any()
  .describe('The tables behind the charts as CSV (UTF-8 with a byte order mark)');

/** Sends a section's CSV as `analytics-{section}-{from}-{to}.csv`. */
export function sendAnalyticsCsv(reply: FastifyReply, section: string, range: AnalyticsRange, body: string) {
  const name = downloadName(`analytics-${section}-${range.from}-${range.to}`, '', 'csv');
  return sendFile(reply, body, 'text/csv; charset=utf-8', name);
}
