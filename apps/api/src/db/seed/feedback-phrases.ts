/** Texts the demo feedback is written from; `{area}`, `{tech}`, `{first}`, `{job}` and `{level}` are filled in. */
export const areaNotes = {
  'exceeds expectations': [
    'Excellent command of {area}: answered every {level} question with production examples and explained the trade-offs unprompted.',
    'Went beyond the {level} questions on {area} and proposed a cleaner approach than the one we had in mind.',
  ],
  'meets expectations': [
    'Solid grasp of {area}. Covered the {level} questions correctly and needed only a small hint on edge cases.',
    'Comfortable with {area} at the {level} level; the answers were correct, if a little textbook.',
  ],
  'below expectations': [
    'Struggled with {area}: answers to the {level} questions stayed at definition level and missed the key failure modes.',
    'Clear gaps in {area}; could not explain the reasoning behind the {level} questions without heavy guidance.',
  ],
  'N/A': [
    'Not assessed: we ran out of time before reaching {area}; worth covering in the next round.',
    'Skipped {area} at the client’s request, since the role does not touch it day to day.',
  ],
} as const;

export const strongSides = [
  'Hands-on experience with {tech} in production.',
  'Clear, structured communication; thinks out loud.',
  'Writes tests first and talks about them naturally.',
  'Good product sense: asks about users before writing code.',
  'Debugs methodically instead of guessing.',
  'Knows {tech} internals well beyond the documentation.',
] as const;

export const improvements = [
  'System design at scale: caching and queues were vague.',
  'Should go deeper on {tech} performance tuning.',
  'Tends to jump into code before clarifying the requirements.',
  'Little experience with observability and on-call.',
  'Answers get long; could be more concise.',
  'Testing strategy beyond unit tests is thin.',
] as const;

export const overallComments = {
  Pass: [
    '{first} is a good fit for the {job} role at {level} level. I recommend moving to the client interview.',
    'Strong {level} candidate with practical {tech} experience; I would be happy to work with {first}.',
  ],
  Fail: [
    'Not ready for the {job} role yet: solid basics, but below the {level} bar the client asked for.',
    '{first} would need more hands-on {tech} work before taking on this role. Not a pass for now.',
  ],
} as const;
