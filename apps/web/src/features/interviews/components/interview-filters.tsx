import '@mantine/dates/styles.css';
import { interviewStatuses } from '@interview-hub/contracts/interviews';
import { Button, Group, MultiSelect, SegmentedControl, Stack, Switch, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { interviewStatusLabel } from '../../../components/interview-status-badge';
import { InterviewerFilter } from './interviewer-filter';
import { hasFilters, type InterviewsUrlState, interviewViews } from './interviews-url-state';
import type { InterviewsUrlChange } from './use-interviews-url-state';

const viewLabels = { upcoming: 'Upcoming', past: 'Past', all: 'All' } as const;
const statusOptions = interviewStatuses.map((status) => ({
  value: status,
  label: interviewStatusLabel(status),
}));

type InterviewFiltersProps = {
  state: InterviewsUrlState;
  onChange: (change: InterviewsUrlChange) => void;
  onClear: () => void;
  /** Staff filter by interviewer; an interviewer only ever sees their own interviews. */
  byInterviewer: boolean;
};

/** Typing sends the search to the URL once it pauses; a URL changed elsewhere (Clear, Back) shows its search. */
function useSearchText(search: string, onChange: (change: InterviewsUrlChange) => void) {
  const [text, setText] = useState(search);
  const [debounced] = useDebouncedValue(text.trim(), 300);
  const sent = useRef(search);
  useEffect(() => {
    if (debounced === sent.current) return;
    sent.current = debounced;
    onChange({ search: debounced });
  }, [debounced, onChange]);
  useEffect(() => {
    if (search === sent.current) return;
    sent.current = search;
    setText(search);
  }, [search]);
  return [text, setText] as const;
}

type DayRange = [string | null, string | null];

/** The picked range, sent once both ends are chosen (or it is cleared); the URL's range shows when it changes. */
function useDayRange(
  from: string | null,
  to: string | null,
  onChange: (change: InterviewsUrlChange) => void,
) {
  const [range, setRange] = useState<DayRange>([from, to]);
  useEffect(() => setRange([from, to]), [from, to]);
  const pick = ([start, end]: DayRange) => {
    setRange([start, end]);
    if (start && !end) return;
    onChange({ from: start, to: end });
  };
  return [range, pick] as const;
}

/**
 * Upcoming / Past / All, a search of candidate, position and client, status, interviewer and date filters, and
 * switches for overdue feedback, the viewer's own bookings and interviews without a template.
 */
export function InterviewFilters({ state, onChange, onClear, byInterviewer }: InterviewFiltersProps) {
  const [text, setText] = useSearchText(state.search, onChange);
  const [range, pickRange] = useDayRange(state.from, state.to, onChange);
  return (
    <Stack gap="sm">
      <Group gap="md" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label="Which interviews"
          data={interviewViews.map((view) => ({ value: view, label: viewLabels[view] }))}
          value={state.view}
          onChange={(view) => onChange({ view: interviewViews.find((v) => v === view) ?? 'upcoming' })}
        />
        <TextInput
          label="Search"
          placeholder="Candidate, position or client"
          type="search"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          style={{ flex: '1 1 240px' }}
        />
      </Group>
      <Group gap="md" align="flex-end" wrap="wrap">
        <MultiSelect
          label="Status"
          placeholder={state.status.length ? undefined : 'All statuses'}
          data={statusOptions}
          value={state.status}
          onChange={(values) => onChange({ status: interviewStatuses.filter((s) => values.includes(s)) })}
          clearable
          w={{ base: '100%', xs: 260 }}
        />
        {byInterviewer ? (
          <InterviewerFilter
            value={state.interviewerId}
            onChange={(interviewerId) => onChange({ interviewerId })}
          />
        ) : null}
        <DatePickerInput
          type="range"
          label="Dates"
          placeholder="Any date"
          clearable
          allowSingleDateInRange
          value={range}
          onChange={([start, end]) => pickRange([start ?? null, end ?? null])}
          valueFormat="MMM D, YYYY"
          w={{ base: '100%', xs: 260 }}
        />
        <Group gap="md" mih={36} align="center">
          <Switch
            label="Feedback overdue"
            checked={state.overdue}
            onChange={(event) => {
              const overdue = event.currentTarget.checked;
              // Overdue feedback is always on past interviews: the upcoming view would show none.
              onChange({ overdue, ...(overdue && state.view === 'upcoming' ? { view: 'past' } : {}) });
            }}
          />
          {byInterviewer ? (
            <>
              <Switch
                label="Booked by me"
                checked={state.mine}
                onChange={(event) => onChange({ mine: event.currentTarget.checked })}
              />
              <Switch
                label="Without template"
                checked={state.noTemplate}
                onChange={(event) => onChange({ noTemplate: event.currentTarget.checked })}
              />
            </>
          ) : null}
        </Group>
        {hasFilters(state) ? (
          <Button variant="subtle" onClick={onClear}>
            Clear filters
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
