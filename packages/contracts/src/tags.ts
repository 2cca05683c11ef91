/**
 * Tag lists: an interviewer's tech stack and a position's technologies (spec §5). Tags are trimmed and blanks
 * dropped; interviewers drop exact duplicates only, positions drop duplicates whatever their case. The first
 * spelling of a tag wins, and the order is kept.
 */
export type TagMatching = 'exact' | 'ignore-case';

const keyOf = (tag: string, matching: TagMatching) => (matching === 'exact' ? tag : tag.toLowerCase());

function clean(tags: readonly string[], matching: TagMatching): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const key = keyOf(tag, matching);
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    result.push(tag);
  }
  return result;
}

/**
 * Interviewer tech stack: trimmed, blanks and exact duplicates dropped.
 * @example cleanTags([' React', 'react', 'React', '']) // ['React', 'react']
 */
export function cleanTags(tags: readonly string[]): string[] {
  return clean(tags, 'exact');
}

/**
 * Position technologies: trimmed, blanks and case-insensitive duplicates dropped.
 * @example cleanTagsIgnoringCase(['React', ' react ', 'Go']) // ['React', 'Go']
 */
export function cleanTagsIgnoringCase(tags: readonly string[]): string[] {
  return clean(tags, 'ignore-case');
}

/** The list with one more tag typed by the user; unchanged when the tag is blank or already there. */
export function addTag(tags: readonly string[], tag: string, matching: TagMatching): string[] {
  return clean([...tags, tag], matching);
}
