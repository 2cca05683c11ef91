import { describe, expect, it } from 'vitest';
import { techStackMatch } from './interviewer-match';

describe('techStackMatch', () => {
  it('scores the share of the position technologies an interviewer knows, ignoring case and spaces', () => {
    expect(
      techStackMatch(['React', 'TypeScript', 'Node.js', 'GraphQL'], [' react', 'node.js', 'Go']),
    ).toEqual({
      score: 50,
      matched: ['React', 'Node.js'],
    });
  });
  it('counts a technology listed twice once', () => {
    expect(techStackMatch(['React', 'react'], ['REACT']).score).toBe(100);
  });
  it('scores 0 for a position without technologies', () => {
    expect(techStackMatch([], ['React'])).toEqual({ score: 0, matched: [] });
  });
});
