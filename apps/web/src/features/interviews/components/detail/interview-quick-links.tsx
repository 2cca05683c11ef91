import type { InterviewDetail } from '@interview-hub/contracts/interviews';
import { Anchor, Stack, Text } from '@mantine/core';
import { SectionCard } from './section-card';

/** Call, feedback form and job posting links, each opening in a new tab. */
export function InterviewQuickLinks({ interview }: { interview: InterviewDetail }) {
  const links = [
    { label: 'Join call', href: interview.call_link },
    { label: 'Feedback form', href: interview.feedback_form_link },
    { label: 'Job posting', href: interview.job.posting_link },
  ];
  return (
    <SectionCard title="Quick Links">
      <Stack gap={6}>
        {links.map(({ label, href }) =>
          href ? (
            <Anchor key={label} href={href} target="_blank" rel="noopener noreferrer" size="sm">
              {label}
            </Anchor>
          ) : (
            <Text key={label} size="sm" c="dimmed">
              {label}: not available
            </Text>
          ),
        )}
      </Stack>
    </SectionCard>
  );
}
