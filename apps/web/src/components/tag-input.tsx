import { addTag, cleanTags, cleanTagsIgnoringCase, type TagMatching } from '@interview-hub/contracts/tags';
import { Badge, Group, Pill, TagsInput, Text } from '@mantine/core';

type TagInputProps = {
  label: string;
  value: string[];
  onChange: (tags: string[]) => void;
  /**
   * Which tags count as the same (contracts/tags.ts): 'exact' for an interviewer's tech stack, 'ignore-case' for
   * a position's technologies.
   */
  matching: TagMatching;
  placeholder?: string;
  description?: string;
  disabled?: boolean;
};

const clean = (tags: readonly string[], matching: TagMatching) =>
  matching === 'exact' ? cleanTags(tags) : cleanTagsIgnoringCase(tags);

/**
 * Adds tags (Enter or a comma) and removes them (their × button, or Backspace in an empty field). Tags are
 * trimmed, blanks ignored and duplicates dropped by the `matching` rule.
 */
export function TagInput({
  label,
  value,
  onChange,
  matching,
  placeholder,
  description,
  disabled,
}: TagInputProps) {
  return (
    <TagsInput
      label={label}
      description={description}
      placeholder={placeholder ?? 'Type and press Enter'}
      value={value}
      disabled={disabled}
      onChange={(next) => onChange(clean(next, matching))}
      isDuplicate={(tag, current) =>
        addTag(current, tag, matching).length === clean(current, matching).length
      }
      splitChars={[',']}
      renderPill={({ value: tag, onRemove }) => (
        <Pill
          withRemoveButton={!disabled}
          onRemove={onRemove}
          removeButtonProps={{ 'aria-hidden': false, tabIndex: 0, 'aria-label': `Remove ${tag ?? ''}` }}
        >
          {tag}
        </Pill>
      )}
    />
  );
}

type TagListProps = {
  tags: readonly string[];
  /** Shown when there are no tags; nothing by default. */
  emptyText?: string;
};

/** Tags shown read-only, e.g. a tech-stack column. */
export function TagList({ tags, emptyText }: TagListProps) {
  if (tags.length === 0) {
    return emptyText ? (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    ) : null;
  }
  return (
    <Group gap={4}>
      {tags.map((tag) => (
        <Badge key={tag} variant="light" color="gray" tt="none" fw={500}>
          {tag}
        </Badge>
      ))}
    </Group>
  );
}
