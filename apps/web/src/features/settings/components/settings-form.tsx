import {
  type AgencySettings,
  type AgencySettingsResponse,
  agencySettingsSchema,
  weekdayNames,
} from '@interview-hub/contracts/settings';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { IconAlertCircle } from '../../../components/icons';
import { TimeZoneSelect } from '../../../components/time-zone-select';
import { type SchemaForm, useSchemaForm } from '../../../components/use-schema-form';
import { getErrorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-date';
import { useUpdateSettings } from '../api/update-settings';
import { MoneySettings } from './money-settings';
import { SettingsSection } from './settings-section';

type Form = SchemaForm<typeof agencySettingsSchema>;
type ListField = 'feedback_reminder_hours' | 'interview_reminder_hours';

/** The first message at a field or inside it (a list's items). */
function errorUnder(form: Form, path: string): ReactNode {
  const key = Object.keys(form.errors).find((k) => k === path || k.startsWith(`${path}.`));
  return key ? form.errors[key] : undefined;
}

/** Hours as tags ("1", "12"): typed numbers, each once, largest first once saved. */
function HoursList({
  form,
  path,
  label,
  description,
  disabled,
}: {
  form: Form;
  path: ListField;
  label: string;
  description: string;
  disabled: boolean;
}) {
  return (
    <TagsInput
      label={label}
      description={description}
      placeholder={disabled ? undefined : 'Type hours and press Enter'}
      disabled={disabled}
      value={form.values[path].map(String)}
      onChange={(tags) =>
        form.setFieldValue(
          path,
          tags.map((tag) => Number(tag.trim())),
        )
      }
      error={errorUnder(form, path)}
    />
  );
}

type SettingsFormProps = { current: AgencySettingsResponse; canEdit: boolean };

/** Every setting of the agency, in sections; admins save them all at once, recruiters read them. */
export function SettingsForm({ current, canEdit }: SettingsFormProps) {
  const update = useUpdateSettings();
  const form = useSchemaForm(agencySettingsSchema, current.settings);
  const readOnly = !canEdit;
  const hours = (path: keyof AgencySettings) => ({
    ...form.getInputProps(path),
    min: 1,
    allowDecimal: false,
    allowNegative: false,
    disabled: readOnly,
    suffix: ' h',
  });

  const save = form.onSubmit((settings) =>
    update.mutate(settings, {
      onSuccess: (saved) => {
        form.setValues(saved.settings);
        form.resetDirty(saved.settings);
        notifications.show({ color: 'teal', message: 'Settings saved' });
      },
    }),
  );

  return (
    <form onSubmit={save} noValidate aria-label="Agency settings">
      <Stack gap="lg">
        <SettingsSection title="Agency">
          <TimeZoneSelect
            label="Time zone"
            description="Reminders, reports and bookings made without a time zone use it"
            {...form.getInputProps('time_zone')}
            value={form.values.time_zone}
            disabled={readOnly}
          />
          <Checkbox.Group
            label="Working days"
            description="Interviews are booked on these days, within the working hours, in the scheduler's own time"
            value={form.values.working_days.map(String)}
            onChange={(days) => form.setFieldValue('working_days', days.map(Number))}
            error={errorUnder(form, 'working_days')}
          >
            <Group gap="md" mt={6}>
              {weekdayNames.map((name, index) => (
                <Checkbox key={name} value={String(index + 1)} label={name} disabled={readOnly} />
              ))}
            </Group>
          </Checkbox.Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              type="time"
              label="Working hours from"
              {...form.getInputProps('working_hours_start')}
              disabled={readOnly}
            />
            <TextInput
              type="time"
              label="Working hours until"
              {...form.getInputProps('working_hours_end')}
              disabled={readOnly}
            />
          </SimpleGrid>
        </SettingsSection>

        <SettingsSection title="Feedback deadline">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NumberInput
              label="Feedback due"
              description="Hours after the interview ends"
              {...hours('feedback_due_hours')}
            />
            <NumberInput
              label="Escalation to the admins"
              description="Hours after the feedback deadline"
              {...hours('escalation_hours')}
            />
          </SimpleGrid>
          <HoursList
            form={form}
            path="feedback_reminder_hours"
            label="Feedback reminders"
            description="Hours after the interview ends; the interviewer is reminded at each"
            disabled={readOnly}
          />
        </SettingsSection>

        <SettingsSection title="Before the interview">
          <HoursList
            form={form}
            path="interview_reminder_hours"
            label="Interview reminders"
            description="Hours before the start; interviewer and candidate are reminded at each"
            disabled={readOnly}
          />
          <NumberInput
            label="Late cancellation window"
            description="A cancellation or reschedule closer to the start than this is marked late"
            maw={320}
            {...hours('late_window_hours')}
          />
          <Switch
            label="E-mail candidates"
            description="Reminders, calendar invitations, their updates and cancellations"
            {...form.getInputProps('candidate_emails', { type: 'checkbox' })}
            disabled={readOnly}
          />
        </SettingsSection>

        <MoneySettings form={form} readOnly={readOnly} />

        {update.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
            {getErrorMessage(update.error, 'Failed to save settings')}
          </Alert>
        ) : null}
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {current.updated_at
              ? `Last changed ${formatDateTime(current.updated_at)}${current.updated_by ? ` by ${current.updated_by}` : ''}`
              : 'Every setting is at its default.'}
          </Text>
          {canEdit ? (
            <Button type="submit" loading={update.isPending}>
              Save Settings
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
