import { Text } from '@mantine/core';
import { SafeHtml } from '../../../components/safe-html';

const looksLikeHtml = (text: string) => /<[a-z][^>]*>/i.test(text);

/** A position's note: HTML (from the applicant-tracking service) is sanitised, plain text keeps its lines. */
export function NoteContent({ text }: { text: string | null | undefined }) {
  if (!text?.trim()) {
    return (
      <Text size="sm" c="dimmed">
        Not set
      </Text>
    );
  }
  if (looksLikeHtml(text)) return <SafeHtml html={text} fz="sm" />;
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
      {text}
    </Text>
  );
}
