import type { AgencySettings } from '@interview-hub/contracts/settings';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import type { updateInterview } from './interview-writes.repository';
import { findBookingParties } from './interview-writes.repository';
import { queueInterviewNotifications } from './notify-interviewer';

/** Queues the interviewer's message about a move or a cancellation; returns what delivers it after the commit. */
export async function notifyChange(
  tx: Db,
  context: { queue: JobQueue; config: Config; settings: AgencySettings },
  kind: 'rescheduled' | 'cancelled',
  interview: Awaited<ReturnType<typeof updateInterview>>,
): Promise<() => Promise<void>> {
  const parties = await findBookingParties(tx, {
    interviewerId: interview.interviewerId,
    jobId: interview.jobId,
    candidateId: interview.candidateId,
  });
  if (!parties.interviewer || !parties.job || !parties.candidate) return async () => {};
  return queueInterviewNotifications(tx, context.queue, {
    kind,
    interview,
    interviewer: parties.interviewer,
    candidate: parties.candidate,
    job: parties.job,
    config: context.config,
    settings: context.settings,
  });
}
