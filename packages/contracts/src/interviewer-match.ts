import { z } from 'zod';
import { calendarStateSchema, weekLoadSchema, zoneQuerySchema } from './capacity';
import { recordIdParamsSchema, searchQuerySchema } from './record-fields';

export const interviewerMatchQuerySchema = z.object({
  job_id: recordIdParamsSchema.shape.id,
  /** The chosen start, to rank free interviewers first. */
  date: z.iso.datetime({ offset: true }).optional(),
  duration: z.coerce.number().int().min(1).max(600).default(60),
  /** The scheduler's IANA zone: next free slots are on its half hours (the agency's zone when absent). */
  timezone: zoneQuerySchema,
  /** Only the interviewers whose name, e-mail or tech stack holds it (any case, any accents); ranks stay global. */
  search: searchQuerySchema,
});

export const interviewerMatchSchema = z.object({
  interviewer: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    tech_stack: z.array(z.string()),
    rating: z.number().nullable(),
    price: z.number(),
  }),
  /** Share of the position's technologies the interviewer knows, 0–100. */
  score: z.number().int(),
  matched: z.array(z.string()),
  /** False when an interview or their calendar takes the chosen time; null when no time was given. */
  available: z.boolean().nullable(),
  rank: z.number().int(),
  /** Their first free slot in the next 10 working days, or null. */
  next_free: z.string().nullable(),
  /** Interviews this week against their weekly cap: the fairness the ranking weighs. */
  week: weekLoadSchema,
  calendar_state: calendarStateSchema,
  availability_set: z.boolean(),
  /** Their IANA zone, for their local time. */
  timezone: z.string(),
});
export type InterviewerMatch = z.infer<typeof interviewerMatchSchema>;
export const interviewerMatchListSchema = z.object({
  data: z.array(interviewerMatchSchema),
  technologies: z.array(z.string()),
});

/**
 * How well a stack covers a position's technologies, case-insensitively: the percentage covered and which ones.
 * A position without technologies matches everyone at 0.
 */
export function techStackMatch(
  technologies: string[],
  stack: string[],
): { score: number; matched: string[] } {
  const known = new Set(stack.map((s) => s.trim().toLowerCase()));
  const wanted = [...new Map(technologies.map((t) => [t.trim().toLowerCase(), t.trim()])).entries()].filter(
    ([k]) => k,
  );
  if (!wanted.length) return { score: 0, matched: [] };
  const matched = wanted.filter(([key]) => known.has(key)).map(([, label]) => label);
  return { score: Math.round((matched.length / wanted.length) * 100), matched };
}
