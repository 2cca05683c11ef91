import type { Throughput } from '@interview-hub/contracts/analytics';
import type { Db } from '../../db/client';
import type { AnalyticsScope } from './analytics-scope';
import { countByWeek, countCancellations, countReschedules } from './throughput.repository';

/** Throughput: interviews per week by what became of them; reschedules by reason; cancellations by who and why. */
export async function analyticsThroughput(db: Db, scope: AnalyticsScope): Promise<Throughput> {
  const [weeks, reschedules, cancellations] = await Promise.all([
    countByWeek(db, scope),
    countReschedules(db, scope),
    countCancellations(db, scope),
  ]);
  return { range: scope.range, weeks, reschedules, cancellations };
}
