import type { JobDetail } from '@interview-hub/contracts/jobs';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { jobFieldsFor, toJobDetailDto } from './job-dto';
import { findJobById } from './jobs.repository';

/** The position screens' error text (spec §8). */
export const POSITION_NOT_FOUND = 'Position not found';

/** One position with its client; interviewers get no internal notes. */
export async function getJob(options: { db: Db; actor: Actor; id: number }): Promise<JobDetail> {
  const row = await findJobById(options.db, options.id);
  if (!row) throw new AppError('NOT_FOUND', POSITION_NOT_FOUND);
  return toJobDetailDto(row, jobFieldsFor(options.actor));
}
