import { Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  type CandidateNote,
  matchesNote,
  NOTE_PREVIEW_FIELD_LENGTH,
  NOTE_PREVIEW_LIST_LENGTH,
  parseCandidateNotes,
  truncate,
} from './candidate-notes';
import { SearchPicker } from './search-picker';

type CandidateNotesPickerProps = {
  /** Null while no candidate is chosen. */
  notes: string | null | undefined;
  hasCandidate: boolean;
  selected: CandidateNote | null;
  onPick: (note: CandidateNote | null) => void;
};

const LABEL = 'Candidate notes';
const notePrefix = (note: CandidateNote) => (note.date ? `[${note.date}] ` : '');

/** Search the chosen candidate's notes by date or text; a picked note is copied into the recruiter notes. */
export function CandidateNotesPicker({ notes, hasCandidate, selected, onPick }: CandidateNotesPickerProps) {
  const [search, setSearch] = useState('');
  if (!hasCandidate) {
    return <TextInput label={LABEL} disabled description="Select a candidate first to view their notes" />;
  }
  const entries = parseCandidateNotes(notes);
  if (entries.length === 0) {
    return (
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {LABEL}
        </Text>
        <Text size="sm" c="dimmed">
          No notes available for selected candidate
        </Text>
      </Stack>
    );
  }
  return (
    <SearchPicker
      label={LABEL}
      placeholder="Search notes by date or text"
      description="Pick a note to copy it into the recruiter notes"
      // One candidate's notes are all here: filtered in the browser, at each key.
      items={search ? entries.filter((note) => matchesNote(note, search.toLowerCase())) : entries}
      debounceMs={0}
      onSearchChange={setSearch}
      selected={selected}
      getKey={(note) => note.key}
      getLabel={(note) => `${notePrefix(note)}${truncate(note.text, NOTE_PREVIEW_FIELD_LENGTH)}`}
      renderOption={(note) => (
        <Stack gap={0}>
          {note.date ? (
            <Text size="xs" c="dimmed">
              {note.date}
            </Text>
          ) : null}
          <Text size="sm">{truncate(note.text, NOTE_PREVIEW_LIST_LENGTH)}</Text>
        </Stack>
      )}
      onSelect={onPick}
      emptyText="No notes found"
    />
  );
}
