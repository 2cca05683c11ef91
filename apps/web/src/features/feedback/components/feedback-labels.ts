import { type AreaLevel, areaLevels } from '@interview-hub/contracts/feedback';

export const areaLevelLabels: Record<AreaLevel, string> = {
  'N/A': 'N/A',
  'below expectations': 'Below expectations',
  'meets expectations': 'Meets expectations',
  'exceeds expectations': 'Exceeds expectations',
};

export const areaLevelOptions = areaLevels.map((value) => ({ value, label: areaLevelLabels[value] }));

export const areaLevelColors: Record<AreaLevel, string> = {
  'N/A': 'gray',
  'below expectations': 'red',
  'meets expectations': 'blue',
  'exceeds expectations': 'teal',
};

/** Question levels as written in templates (junior … staff), capitalised; other values as they are. */
export function questionLevelLabel(level: string | null | undefined): string {
  if (!level) return '';
  return level.charAt(0).toUpperCase() + level.slice(1);
}

/** 'by_knowledge_area' → 'By knowledge area'. */
export function feedbackTypeLabel(type: string): string {
  const words = type.replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
