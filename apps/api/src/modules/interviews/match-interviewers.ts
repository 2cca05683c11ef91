import { type InterviewerMatch, techStackMatch } from '@interview-hub/contracts/interviewer-match';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  findBusyInterviewerIds,
  findJobTechnologies,
  listInterviewersForMatching,
} from './interviewer-matches.repository';

/**
 * Ranks every interviewer for a position: by how much of its tech stack they cover, then free at the chosen
 * time before busy, then rating (high first), then price (low first), then name.
 */
export async function matchInterviewers(options: {
  db: Db;
  jobId: number;
  date?: string;
  duration: number;
  /** Keeps the interviewers whose name, e-mail or tech stack holds it, with their rank among all. */
  search?: string;
}): Promise<{ data: InterviewerMatch[]; technologies: string[] }> {
  const technologies = await findJobTechnologies(options.db, options.jobId);
  if (!technologies) throw new AppError('NOT_FOUND', 'Position not found');
  const [candidates, busy] = await Promise.all([
    listInterviewersForMatching(options.db, options.search),
    options.date ? findBusyInterviewerIds(options.db, new Date(options.date), options.duration) : null,
  ]);
  const ranked = candidates
    .map(({ inSearch, ...interviewer }) => ({
      inSearch,
      interviewer: { ...interviewer, price: interviewer.price ?? 0 },
      ...techStackMatch(technologies, interviewer.tech_stack),
      available: busy ? !busy.has(interviewer.id) : null,
    }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        Number(b.available ?? true) - Number(a.available ?? true) ||
        (b.interviewer.rating ?? 0) - (a.interviewer.rating ?? 0) ||
        a.interviewer.price - b.interviewer.price ||
        a.interviewer.name.localeCompare(b.interviewer.name),
    );
  const data = ranked
    .map(({ inSearch, ...match }, index) => ({ inSearch, match: { ...match, rank: index + 1 } }))
    .filter(({ inSearch }) => inSearch)
    .map(({ match }) => match);
  return { data, technologies };
}
