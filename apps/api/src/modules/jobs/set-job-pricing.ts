import type { JobDetail } from '@interview-hub/contracts/jobs';
import { type JobPricingUpdate, jobPricingUpdateSchema } from '@interview-hub/contracts/rates';
import { writeAudit } from '../../audit/audit.repository';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { POSITION_NOT_FOUND } from './get-job';
import { allJobFields, toJobDetailDto } from './job-dto';
import { findJobById, updateJobRow } from './jobs.repository';

/**
 * Sets the position's level and its own billing rule (null: its client's), issue 21. Interviews already priced
 * keep their lines until an admin prices them again; new outcomes use the new level and rule.
 */
export async function setJobPricing(options: {
  db: Db;
  actor: Actor;
  id: number;
  input: JobPricingUpdate;
}): Promise<JobDetail> {
  const { level, billing } = jobPricingUpdateSchema.parse(options.input);
  return options.db.transaction(async (tx) => {
    const before = await findJobById(tx, options.id);
    if (!before) throw new AppError('NOT_FOUND', POSITION_NOT_FOUND);
    await updateJobRow(tx, before.job.id, { level, billing });
    const after = await findJobById(tx, before.job.id);
    if (!after) throw new Error('job vanished inside its update');
    await writeAudit(tx, {
      actorId: options.actor.id,
      action: 'job.pricing',
      entity: 'job',
      entityId: before.job.id,
      before: toJobDetailDto(before, allJobFields),
      after: toJobDetailDto(after, allJobFields),
    });
    return toJobDetailDto(after, allJobFields);
  });
}
