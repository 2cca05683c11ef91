import { describe, expect, it } from 'vitest';
import { addTag, cleanTags, cleanTagsIgnoringCase } from './tags';

describe('cleanTags (interviewer tech stack)', () => {
  it('trims tags and drops blanks', () => {
    expect(cleanTags(['  React ', '', '   ', 'Node.js'])).toEqual(['React', 'Node.js']);
  });

  it('drops exact duplicates only, keeping the first and the order', () => {
    expect(cleanTags(['Go', 'React', 'go', 'React ', 'Go'])).toEqual(['Go', 'React', 'go']);
  });
});

describe('cleanTagsIgnoringCase (position technologies)', () => {
  it('drops duplicates whatever their case, keeping the first spelling', () => {
    expect(cleanTagsIgnoringCase(['TypeScript', ' typescript', 'Go', 'TYPESCRIPT', 'go '])).toEqual([
      'TypeScript',
      'Go',
    ]);
  });

  it('trims tags and drops blanks', () => {
    expect(cleanTagsIgnoringCase([' ', 'AWS ', ''])).toEqual(['AWS']);
  });
});

describe('addTag', () => {
  it('appends a trimmed new tag', () => {
    expect(addTag(['React'], ' Vue ', 'exact')).toEqual(['React', 'Vue']);
  });

  it('leaves the list as it is for a blank or duplicate tag', () => {
    expect(addTag(['React'], '  ', 'exact')).toEqual(['React']);
    expect(addTag(['React'], 'React', 'exact')).toEqual(['React']);
    expect(addTag(['React'], 'react', 'exact')).toEqual(['React', 'react']);
    expect(addTag(['React'], 'react', 'ignore-case')).toEqual(['React']);
  });
});
