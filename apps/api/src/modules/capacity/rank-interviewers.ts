import {
  FAIR_WEEK_WITHOUT_CAP,
  FREE_SLOT_WORKING_DAYS,
  type WeekLoad,
} from '@interview-hub/contracts/capacity';
import { type Interval, slotProblems, workingDaysHorizon } from '@interview-hub/contracts/free-slots';
import { workingHoursOf } from '@interview-hub/contracts/interview-slots';
import { techStackMatch } from '@interview-hub/contracts/interviewer-match';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  findJobTechnologies,
  listInterviewersForMatching,
} from '../interviews/interviewer-matches.repository';
import { readAgencySettings } from '../settings/agency-settings';
import { type InterviewerCapacity, loadCapacities, slotsOf, weekLoadOf } from './load-capacity';

export type RankedInterviewer = {
  interviewer: {
    id: number;
    name: string;
    email: string;
    tech_stack: string[];
    rating: number | null;
    price: number;
  };
  inSearch: boolean;
  score: number;
  matched: string[];
  time: InterviewerCapacity;
  /** Their first free starts in the next 10 working days (as many as asked for). */
  slots: number[];
  nextFree: number | null;
  week: WeekLoad;
  /** Free at the chosen time (no interview and no calendar event then); null without a time. */
  available: boolean | null;
  rank: number;
};

/** This week's interviews against the cap: 0 is idle, 1 is at the cap. */
const loadOf = (week: WeekLoad) => week.count / (week.cap ?? FAIR_WEEK_WITHOUT_CAP);

/**
 * Every interviewer ranked for a position (issue 20): tech-stack match, then whether they have a free slot in the
 * next 10 working days, then fairness (fewest interviews this week against their cap, after cal.com's
 * `getLuckyUser`), then rating (high first), then price (low first), then name.
 */
export async function rankInterviewers(
  db: Db,
  options: {
    jobId: number;
    duration: number;
    defaultTimeZone: string;
    /** The scheduler's zone; the agency's when not given. */
    timezone?: string;
    /** A chosen start, to say who is free then. */
    date?: string;
    search?: string;
    now?: Date;
    /** How many free starts to find for each (1: the next free one). */
    slotLimit?: number;
    /** Busy times that hold for every interviewer (the candidate's interviews). */
    extraBusy?: readonly Interval[];
  },
): Promise<{ ranked: RankedInterviewer[]; technologies: string[] }> {
  const now = options.now ?? new Date();
  const [technologies, { settings }] = await Promise.all([
    findJobTechnologies(db, options.jobId),
    readAgencySettings(db, options.defaultTimeZone),
  ]);
  if (!technologies) throw new AppError('NOT_FOUND', 'Position not found');
  const gridZone = options.timezone ?? settings.time_zone;
  const hours = workingHoursOf(settings);
  const to = workingDaysHorizon(now.getTime(), gridZone, hours.days, FREE_SLOT_WORKING_DAYS);
  // Where and how far slots are searched: the scheduler's zone, the agency's hours, 10 working days.
  const window = { from: now.getTime(), to, gridZone, hours, duration: options.duration };
  const [people, times] = await Promise.all([
    listInterviewersForMatching(db, options.search),
    loadCapacities(db, { ids: 'all', from: now, to: new Date(to), now, agencyZone: settings.time_zone }),
  ]);
  const timeOf = new Map(times.map((time) => [time.id, time]));
  const chosen = options.date ? Date.parse(options.date) : null;

  const ranked = people.flatMap(({ inSearch, ...person }) => {
    const time = timeOf.get(person.id);
    if (!time) return [];
    const slots = slotsOf(time, { ...window, limit: options.slotLimit ?? 1, extraBusy: options.extraBusy });
    const [nextFree = null] = slots;
    const problems = chosen === null ? null : slotProblems(time.capacity, chosen, options.duration);
    return [
      {
        interviewer: { ...person, price: person.price ?? 0 },
        inSearch,
        ...techStackMatch(technologies, person.tech_stack),
        time,
        slots,
        nextFree,
        week: weekLoadOf(time),
        available: problems ? !problems.includes('busy') && !problems.includes('calendar_busy') : null,
        rank: 0,
      },
    ];
  });
  ranked.sort(
    (a, b) =>
      b.score - a.score ||
      Number(b.nextFree !== null) - Number(a.nextFree !== null) ||
      loadOf(a.week) - loadOf(b.week) ||
      (b.interviewer.rating ?? 0) - (a.interviewer.rating ?? 0) ||
      a.interviewer.price - b.interviewer.price ||
      a.interviewer.name.localeCompare(b.interviewer.name),
  );
  ranked.forEach((entry, index) => {
    entry.rank = index + 1;
  });
  return { ranked, technologies };
}
