import type { QuestionLevel } from '@interview-hub/contracts/templates';
import { questionLevels } from '@interview-hub/contracts/templates';

export const questionLevelLabels: Record<QuestionLevel, string> = {
  junior: 'Junior',
  middle: 'Middle',
  senior: 'Senior',
  staff: 'Staff',
};

/** Level choices in the spec's sort order (§9): junior, middle, senior, staff. */
export const questionLevelOptions = questionLevels.map((value) => ({
  value,
  label: questionLevelLabels[value],
}));

export const questionLevelColors: Record<QuestionLevel, string> = {
  junior: 'teal',
  middle: 'blue',
  senior: 'grape',
  staff: 'orange',
};
