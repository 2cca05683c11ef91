import { Badge, Paper, Stack, Text, Title } from '@mantine/core';
import { SafeHtml } from '../../../components/safe-html';
import classes from './candidate-notes.module.css';
import { splitCandidateNotes } from './split-candidate-notes';

/** The candidate's notes as dated entries, each entry's HTML sanitised before it is rendered. */
export function CandidateNotes({ notes }: { notes: string | null }) {
  const entries = splitCandidateNotes(notes);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Notes
      </Title>
      {entries.length === 0 ? (
        <Text c="dimmed" size="sm">
          No notes yet
        </Text>
      ) : (
        entries.map((entry, index) => (
          // Entries have no id of their own and never move: their position names them.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <Paper key={index} withBorder radius="md" p="md" component="article" data-testid="candidate-note">
            <Stack gap="xs">
              {entry.date ? (
                <Badge variant="light" color="gray" w="fit-content" component="time" dateTime={entry.date}>
                  {entry.date}
                </Badge>
              ) : null}
              <SafeHtml
                html={entry.html}
                fz="sm"
                className={classes.content}
                data-testid="candidate-note-content"
              />
            </Stack>
          </Paper>
        ))
      )}
    </Stack>
  );
}
