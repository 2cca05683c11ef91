import type { JobDetail } from '@interview-hub/contracts/jobs';
import { Anchor, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';
import { DetailField } from '../../../components/detail-field';
import { useCan } from '../../../lib/permissions';
import { useTemplates } from '../../templates/api/get-templates';
import { useUpdateJob } from '../api/update-job';

/** The select's value for "no template". */
const NOT_ASSIGNED = '';

/** Staff attach, change or remove the position's feedback template here, saved at once. */
function TemplateSelect({ job }: { job: JobDetail }) {
  const templates = useTemplates();
  const update = useUpdateJob(job.id);
  if (templates.isError) {
    return (
      <Text size="sm" c="red">
        Failed to fetch feedback templates
      </Text>
    );
  }
  const data = [
    { value: NOT_ASSIGNED, label: '— Not Assigned —' },
    ...(templates.data ?? []).map((template) => ({ value: String(template.id), label: template.name })),
  ];
  const change = (value: string | null) => {
    const templateId = value ? Number(value) : null;
    if (templateId === job.template_id) return;
    update.mutate(
      { template_id: templateId },
      { onSuccess: () => notifications.show({ color: 'green', message: 'Template saved' }) },
    );
  };
  return (
    <Select
      aria-label="Feedback Template"
      size="xs"
      data={data}
      value={job.template_id === null ? NOT_ASSIGNED : String(job.template_id)}
      onChange={change}
      allowDeselect={false}
      disabled={templates.isPending || update.isPending}
      error={update.isError ? 'Failed to save changes' : undefined}
      maw={260}
    />
  );
}

/** The position's template: its name linking to the template ('No template' when none), and a select for staff. */
export function PositionTemplateField({ job }: { job: JobDetail }) {
  const canEdit = useCan('positions.edit');
  return (
    <DetailField label="Template">
      <Stack gap={6}>
        {job.template_id === null ? (
          <Text size="sm">No template</Text>
        ) : (
          <Anchor component={Link} to={`/templates/${job.template_id}`} size="sm">
            {job.template_name ?? `Template ${job.template_id}`}
          </Anchor>
        )}
        {canEdit ? <TemplateSelect job={job} /> : null}
      </Stack>
    </DetailField>
  );
}
