import type { questionLevels } from '../schema/templates';
import type { TrackKind } from './client-data';

export type QuestionLevel = (typeof questionLevels)[number];

/** One question: its level, its text, and whether the client asked for it to be covered. */
export type QuestionSeed = readonly [level: QuestionLevel, text: string, clientRequested?: boolean];

export type KnowledgeAreaSeed = { name: string; description: string; questions: readonly QuestionSeed[] };

export type TemplateSeed = {
  kind: TrackKind;
  name: string;
  position: string;
  description: string;
  areas: readonly KnowledgeAreaSeed[];
};
