import type { TemplateSeed } from './template-seed';

export const devopsTemplate: TemplateSeed = {
  kind: 'devops',
  name: 'DevOps Engineer',
  position: 'DevOps / Platform Engineer',
  description:
    'Technical interview for DevOps, SRE and platform roles: infrastructure, delivery and reliability.',
  areas: [
    {
      name: 'Linux & Networking',
      description: 'Processes, file systems, DNS, TCP and TLS troubleshooting.',
      questions: [
        ['junior', 'How do you find which process listens on port 8080?'],
        ['middle', 'What happens, step by step, when you curl an HTTPS URL?'],
        ['middle', 'A disk is full but du shows little usage. What could it be?'],
        ['senior', 'Latency between two services doubled after a network change. How do you narrow it down?'],
        ['staff', 'How would you design network segmentation for a regulated workload?'],
      ],
    },
    {
      name: 'Containers & Kubernetes',
      description: 'Images, scheduling, networking, autoscaling and cluster operations.',
      questions: [
        ['junior', 'What is the difference between an image and a container?'],
        ['junior', 'How do you keep a Docker image small?'],
        ['middle', 'A pod is stuck in CrashLoopBackOff. What do you check, in order?', true],
        ['middle', 'How do readiness and liveness probes differ, and how do they fail badly?'],
        ['senior', 'How would you upgrade a production cluster by two minor versions?'],
        ['staff', 'One cluster per team or one shared cluster? What decides it?'],
      ],
    },
    {
      name: 'Infrastructure as Code & CI/CD',
      description: 'Terraform, pipelines, secrets, environments and release strategies.',
      questions: [
        ['junior', 'Why keep infrastructure in code rather than clicking in the console?'],
        ['middle', 'How do you structure Terraform state for several environments?', true],
        ['middle', 'Where do secrets live in your pipelines, and who can read them?'],
        ['senior', 'Compare blue-green and canary releases; when is each the wrong choice?'],
        ['senior', 'Someone changed production by hand and Terraform now wants to destroy it. What now?'],
        ['staff', 'Design a paved road that gets a new service to production on its first day.'],
      ],
    },
    {
      name: 'Observability & Reliability',
      description: 'Metrics, logs, traces, SLOs, on-call and incident response.',
      questions: [
        ['junior', 'What is the difference between a metric and a log line?'],
        ['middle', 'How would you define an SLO for a checkout API?'],
        ['senior', 'Your alerts page people five times a night. How do you fix the alerting?', true],
        ['senior', 'Walk me through the last post-mortem you wrote.'],
        ['staff', 'How do you use error budgets to settle release-versus-reliability arguments?'],
      ],
    },
  ],
};
