import { type SlotRefusal, slotRefusalSchema } from '@interview-hub/contracts/capacity';
import { ApiError } from '../../../lib/api-error';

/** What a 409 on booking or moving says when the time is not free for the interviewer, or null. */
export function readSlotRefusal(error: unknown): (SlotRefusal & { message: string }) | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = slotRefusalSchema.safeParse(error.details);
  return parsed.success ? { ...parsed.data, message: error.message } : null;
}
