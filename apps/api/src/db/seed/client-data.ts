/** The three feedback templates, and the kind of work each position and candidate belongs to. */
export type TrackKind = 'frontend' | 'backend' | 'devops';

export type ClientSeed = { name: string; website: string; jobCount: number; importedFromManatal: boolean };

export const clientSeeds: readonly ClientSeed[] = [
  {
    name: 'Northwind Analytics',
    website: 'https://northwind-analytics.com',
    jobCount: 7,
    importedFromManatal: true,
  },
  { name: 'Bluefin Payments', website: 'https://bluefinpay.io', jobCount: 6, importedFromManatal: false },
  { name: 'Kraków Robotics', website: 'https://krakow-robotics.pl', jobCount: 6, importedFromManatal: false },
  { name: 'Helios Health', website: 'https://helioshealth.co', jobCount: 5, importedFromManatal: true },
  {
    name: 'Lumen Logistics',
    website: 'https://lumen-logistics.com',
    jobCount: 5,
    importedFromManatal: false,
  },
  { name: 'Orbital Games', website: 'https://orbitalgames.dev', jobCount: 4, importedFromManatal: true },
  {
    name: 'Zürich Ledger Partners',
    website: 'https://zurichledger.ch',
    jobCount: 4,
    importedFromManatal: false,
  },
  { name: 'Nordlys Energy', website: 'https://nordlys-energy.no', jobCount: 3, importedFromManatal: false },
];

/** A kind of position a client hires for; job titles add a seniority in front. */
export type RoleSeed = { title: string; kind: TrackKind; technologies: readonly string[] };

export const roleSeeds: readonly RoleSeed[] = [
  { title: 'Frontend Engineer (React)', kind: 'frontend', technologies: ['React', 'TypeScript', 'Next.js'] },
  { title: 'Frontend Developer (Vue)', kind: 'frontend', technologies: ['Vue.js', 'TypeScript', 'Nuxt'] },
  { title: 'Angular Developer', kind: 'frontend', technologies: ['Angular', 'TypeScript', 'RxJS'] },
  {
    title: 'React Native Developer',
    kind: 'frontend',
    technologies: ['React Native', 'TypeScript', 'Redux'],
  },
  { title: 'UI Engineer', kind: 'frontend', technologies: ['React', 'CSS', 'Storybook', 'JavaScript'] },
  {
    title: 'Full-Stack Engineer',
    kind: 'backend',
    technologies: ['React', 'Node.js', 'TypeScript', 'PostgreSQL'],
  },
  {
    title: 'Backend Engineer (Node.js)',
    kind: 'backend',
    technologies: ['Node.js', 'TypeScript', 'NestJS', 'PostgreSQL'],
  },
  { title: 'Java Developer', kind: 'backend', technologies: ['Java', 'Spring Boot', 'Kafka', 'PostgreSQL'] },
  { title: 'Python Developer', kind: 'backend', technologies: ['Python', 'Django', 'PostgreSQL'] },
  { title: 'Go Engineer', kind: 'backend', technologies: ['Go', 'gRPC', 'PostgreSQL', 'Kubernetes'] },
  { title: '.NET Developer', kind: 'backend', technologies: ['C#', '.NET', 'Azure', 'SQL Server'] },
  {
    title: 'Ruby on Rails Developer',
    kind: 'backend',
    technologies: ['Ruby', 'Ruby on Rails', 'PostgreSQL'],
  },
  { title: 'Data Engineer', kind: 'backend', technologies: ['Python', 'SQL', 'Airflow', 'AWS'] },
  {
    title: 'Machine Learning Engineer',
    kind: 'backend',
    technologies: ['Python', 'PyTorch', 'Machine Learning'],
  },
  { title: 'DevOps Engineer', kind: 'devops', technologies: ['Kubernetes', 'Terraform', 'AWS', 'Docker'] },
  {
    title: 'Site Reliability Engineer',
    kind: 'devops',
    technologies: ['Kubernetes', 'Go', 'Prometheus', 'Linux'],
  },
  { title: 'Cloud Engineer (Azure)', kind: 'devops', technologies: ['Azure', 'Terraform', 'Ansible'] },
  {
    title: 'Platform Engineer',
    kind: 'devops',
    technologies: ['Kubernetes', 'Terraform', 'CI/CD', 'Docker'],
  },
];

/** `{tech}` becomes the position's main technology. */
export const jobNotesForInterviewers = [
  'Focus on {tech} fundamentals and one system-design question; the team owns its services end to end.',
  'The client cares about code quality: ask how the candidate reviews pull requests and writes tests.',
  'English is the working language; please note how clearly the candidate explains trade-offs.',
  'Live coding is fine, but keep it under 20 minutes and in {tech}.',
  'Ask about on-call experience and the last incident they handled.',
] as const;

export const jobInternalNotes = [
  'Budget up to {budget}k USD/month. Client prefers candidates within CET ±2 hours.',
  'Hiring manager is slow to reply; nudge after 3 working days. Budget {budget}k USD/month.',
  'Replacement hire, urgent. Client rejected two candidates for weak English.',
  'Fee 18% of the first-year salary. Budget {budget}k USD/month, contract through our EOR.',
] as const;
