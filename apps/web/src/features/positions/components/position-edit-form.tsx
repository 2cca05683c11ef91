import { type JobDetail, positionEditFormSchema } from '@interview-hub/contracts/jobs';
import { positionStatuses, positionStatusLabels } from '@interview-hub/contracts/position-status';
import type { TemplateSummary } from '@interview-hub/contracts/templates';
import { Alert, Button, Group, Paper, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { useSchemaForm } from '../../../components/use-schema-form';
import { getErrorMessage } from '../../../lib/api-error';
import { useUpdateJob } from '../api/update-job';

/** The select's value for "no template". */
const NOT_ASSIGNED = '';

/** The known statuses; a current value outside them (older data) stays choosable so saving does not change it. */
function statusOptions(current: string) {
  const known = positionStatuses.map((value) => ({ value, label: positionStatusLabels[value] }));
  const isKnown = known.some((option) => option.value === current);
  return isKnown || !current ? known : [...known, { value: current, label: `${current} (current)` }];
}

type PositionEditFormProps = {
  job: JobDetail;
  templates: TemplateSummary[];
};

/** Position Title, Status (one of the known statuses) and Feedback Template; Save returns to the position. */
export function PositionEditForm({ job, templates }: PositionEditFormProps) {
  const navigate = useNavigate();
  const update = useUpdateJob(job.id);
  const form = useSchemaForm(
    positionEditFormSchema,
    {
      title: job.title,
      status: job.status,
      template_id: job.template_id === null ? NOT_ASSIGNED : String(job.template_id),
    },
    { liveFields: ['title'] },
  );
  const blank = form.values.title.trim() === '';

  const templateOptions = [
    { value: NOT_ASSIGNED, label: '— Not Assigned —' },
    ...templates.map((template) => ({ value: String(template.id), label: template.name })),
  ];

  const submit = form.onSubmit((body) =>
    update.mutate(body, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: 'Position saved' });
        void navigate(`/positions/${job.id}`);
      },
    }),
  );

  return (
    <Paper withBorder radius="lg" p="lg" maw={640}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {update.isError ? (
            <Alert color="red" variant="light" role="alert" title="Failed to save changes">
              {getErrorMessage(update.error, 'Please try again.')}
            </Alert>
          ) : null}
          <TextInput label="Position Title" required {...form.getInputProps('title')} />
          <Select
            label="Status"
            data={statusOptions(job.status)}
            {...form.getInputProps('status')}
            allowDeselect={false}
          />
          <Select
            label="Feedback Template"
            data={templateOptions}
            {...form.getInputProps('template_id')}
            allowDeselect={false}
          />
          <Group justify="flex-end" gap="xs">
            <Button
              variant="default"
              onClick={() => navigate(`/positions/${job.id}`)}
              disabled={update.isPending}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={blank} loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
