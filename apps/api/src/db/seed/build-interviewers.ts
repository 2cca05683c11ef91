import type { interviewers } from '../schema/records';
import { interviewerLevelRates } from './build-rates';
import { googleDriveFolderLink } from './build-records';
import { interviewerSeeds } from './interviewer-data';
import { randomPhone } from './phone-number';
import type { Random } from './prng';
import { between, daysBefore } from './seed-dates';

type InterviewerRow = typeof interviewers.$inferInsert;

export function buildInterviewers(random: Random, now: Date): InterviewerRow[] {
  return interviewerSeeds.map((seed, index) => {
    const createdAt = daysBefore(random, now, 200, 500);
    return {
      name: seed.name,
      email: seed.email,
      phone: random.chance(0.85) ? randomPhone(random, seed.callingCode) : null,
      telegram: seed.telegram,
      // Interviewers who started the bot have a chat id; the others get e-mail only.
      telegramChatId: random.chance(0.5) ? String(random.int(100_000_000, 2_099_999_999)) : null,
      price: seed.price,
      levelRates: interviewerLevelRates(seed.price, index),
      rating: seed.rating,
      feedbackFolderId: random.chance(0.6) ? googleDriveFolderLink(random) : null,
      notes: seed.notes,
      techStack: [...seed.techStack],
      timezone: seed.timezone,
      createdAt,
      updatedAt: random.chance(0.6) ? between(random, createdAt, now) : createdAt,
    };
  });
}
