/** How many rows of each kind `--scale` asks for; scale 1 is the reference database. */
export type Sizes = {
  recruiters: number;
  interviewerUsers: number;
  templates: number;
  clients: number;
  jobs: number;
  candidates: number;
  interviewers: number;
  interviews: number;
  feedbacks: number;
};

const AT_SCALE_1: Sizes = {
  recruiters: 20,
  interviewerUsers: 50,
  templates: 30,
  clients: 1_000,
  jobs: 5_000,
  candidates: 20_000,
  interviewers: 500,
  interviews: 100_000,
  feedbacks: 30_000,
};

export function sizesFor(scale: number): Sizes {
  if (!(scale > 0) || scale > 100) throw new Error(`--scale must be above 0 and at most 100, got ${scale}`);
  const at = (n: number, min: number) => Math.max(min, Math.round(n * scale));
  return {
    recruiters: at(AT_SCALE_1.recruiters, 1),
    interviewerUsers: at(AT_SCALE_1.interviewerUsers, 1),
    templates: at(AT_SCALE_1.templates, 3),
    clients: at(AT_SCALE_1.clients, 2),
    jobs: at(AT_SCALE_1.jobs, 3),
    candidates: at(AT_SCALE_1.candidates, 10),
    interviewers: at(AT_SCALE_1.interviewers, 3),
    interviews: at(AT_SCALE_1.interviews, 20),
    feedbacks: at(AT_SCALE_1.feedbacks, 5),
  };
}
