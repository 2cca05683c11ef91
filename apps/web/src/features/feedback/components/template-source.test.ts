import { describe, expect, it } from 'vitest';
import { feedbackTemplateId } from './template-source';

const source = (template_id: number | null, template: number | null, job: number | null) => ({
  template_id,
  template: template === null ? null : { id: template, name: 'T' },
  job: { template_id: job },
});

describe('feedback template source', () => {
  it("takes the interview's template_id first", () => {
    expect(feedbackTemplateId(source(1, 2, 3))).toBe(1);
  });
  it("then the interview's template id", () => {
    expect(feedbackTemplateId(source(null, 2, 3))).toBe(2);
  });
  it("then the position's template_id", () => {
    expect(feedbackTemplateId(source(null, null, 3))).toBe(3);
  });
  it('is null when none is attached', () => {
    expect(feedbackTemplateId(source(null, null, null))).toBeNull();
  });
});
