import type { Random } from './prng';
import { between, isoDay } from './seed-dates';

const firstContacts = [
  '<p>Sourced on LinkedIn; replied within a day.</p>',
  '<p>Applied through the careers page. CV attached in Manatal.</p>',
  '<p>Referred by a placed candidate. Open to remote contracts only.</p>',
  '<p>Met at a {tech} meetup; interested in product companies.</p>',
  '<p>Imported from the job board campaign for <b>{tech}</b> roles.</p>',
] as const;

const followUps = [
  '<p>Phone screen: strong <b>{tech}</b> skills, good English (B2+).</p>',
  '<p>Salary expectation: <b>{salary} USD</b>/month gross, notice period {notice}.</p>',
  '<p>Client feedback: moved to the technical round. Wants to see more <b>{tech2}</b>.</p>',
  '<p>Asked to reschedule because of a family event; available after 15:00 UTC.</p>',
  '<p>Has an offer from another company, decision expected <i>next week</i>.</p>',
  '<ul><li>Portfolio reviewed</li><li>Knows {tech} and {tech2}</li><li>No visa needed</li></ul>',
  '<p>Take-home task done in 3 hours; clean code, tests for the main paths.</p>',
  '<p>Reference check with the previous team lead: reliable, <b>owns problems</b>.</p>',
] as const;

type NoteSubject = { skills: readonly string[]; createdAt: Date; now: Date };

/**
 * Notes in the product's format: entries headed by `[YYYY-MM-DD]:`, newest first, each holding HTML.
 * The oldest entry is how the candidate was found; later ones are screenings and client feedback.
 */
export function buildCandidateNotes(random: Random, { skills, createdAt, now }: NoteSubject): string {
  const count = random.int(2, 4);
  const dates = Array.from({ length: count }, () => between(random, createdAt, now))
    .sort((a, b) => a.getTime() - b.getTime())
    .map(isoDay);
  const texts = [random.pick(firstContacts), ...random.sample(followUps, count - 1)];
  const fill = (text: string) => {
    const [tech = '', tech2 = tech] = random.sample(skills, 2);
    return text
      .replace('{tech}', tech)
      .replace('{tech2}', tech2)
      .replace('{salary}', (random.int(30, 110) * 100).toLocaleString('en-US'))
      .replace('{notice}', random.pick(['2 weeks', '1 month', 'none', '6 weeks']));
  };
  return texts
    .map((text, index) => `[${dates[index]}]: ${fill(text)}`)
    .reverse()
    .join('\n');
}
