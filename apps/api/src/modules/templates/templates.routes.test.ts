import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';

describe('templates, knowledge areas and questions', () => {
  const t = useTestApp();
  const call = (
    headers: { authorization: string },
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: headers as Record<string, string>,
      ...(payload ? { payload } : {}),
    });

  async function templateWithArea(headers: { authorization: string }) {
    const template = (
      await call(headers, 'POST', '/api/templates', {
        name: `  Frontend ${Date.now()}  `,
        position: 'Frontend Engineer',
      })
    ).json();
    const area = (
      await call(headers, 'POST', '/api/knowledge_areas', {
        template_id: template.id,
        name: 'React',
        description: 'Hooks',
      })
    ).json();
    return { template, area };
  }

  it('creates a template with a trimmed name and lists it with its area count', async () => {
    const { headers } = await t.signIn('recruiter');
    const { template } = await templateWithArea(headers);
    await call(headers, 'POST', '/api/knowledge_areas', { template_id: template.id, name: 'Testing' });
    expect(template.name).toMatch(/^Frontend \d+$/);
    const list = (await call(headers, 'GET', '/api/templates')).json();
    expect(list.templates.find((x: { id: number }) => x.id === template.id)).toMatchObject({
      knowledge_area_count: 2,
    });
  });

  it('requires a template name and a knowledge area name', async () => {
    const { headers } = await t.signIn('admin');
    const noName = await call(headers, 'POST', '/api/templates', { name: '   ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error.message).toContain('Template name is required');
    const { template } = await templateWithArea(headers);
    const noArea = await call(headers, 'POST', '/api/knowledge_areas', {
      template_id: template.id,
      name: '',
    });
    expect(noArea.json().error.message).toContain('Name is required');
    expect(
      (await call(headers, 'POST', '/api/knowledge_areas', { template_id: 999999, name: 'X' })).statusCode,
    ).toBe(404);
  });

  it('adds a batch of questions, drops blank ones, and returns them sorted by level then text', async () => {
    const { headers } = await t.signIn('recruiter');
    const { template, area } = await templateWithArea(headers);
    const batch = await call(headers, 'POST', '/api/questions/batch', {
      questions: [
        { text: 'Zustand or Redux?', level: 'senior', knowledge_area_id: area.id, client_requested: true },
        { text: '   ', level: 'junior', knowledge_area_id: area.id, client_requested: false },
        { text: 'What is JSX?', level: 'junior', knowledge_area_id: area.id, client_requested: false },
        { text: 'Explain useEffect', level: 'junior', knowledge_area_id: area.id, client_requested: false },
        {
          text: 'Design a design system',
          level: 'staff',
          knowledge_area_id: area.id,
          client_requested: false,
        },
      ],
    });
    expect(batch.statusCode).toBe(201);
    expect(batch.json()).toHaveLength(4);
    const full = (await call(headers, 'GET', `/api/templates/${template.id}`)).json();
    expect(full.knowledge_areas[0].questions.map((q: { text: string }) => q.text)).toEqual([
      'Explain useEffect',
      'What is JSX?',
      'Zustand or Redux?',
      'Design a design system',
    ]);
  });

  it("answers 'Add at least one question.' when every question is blank", async () => {
    const { headers } = await t.signIn('recruiter');
    const { area } = await templateWithArea(headers);
    const res = await call(headers, 'POST', '/api/questions/batch', {
      questions: [{ text: ' ', level: 'junior', knowledge_area_id: area.id, client_requested: false }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('Add at least one question.');
    const badLevel = await call(headers, 'POST', '/api/questions', {
      text: 'Q',
      level: 'guru',
      knowledge_area_id: area.id,
    });
    expect(badLevel.statusCode).toBe(400);
  });

  it('toggles the requested flag, edits and deletes questions, areas and templates', async () => {
    const { headers } = await t.signIn('admin');
    const { template, area } = await templateWithArea(headers);
    const question = (
      await call(headers, 'POST', '/api/questions', {
        text: 'Q1',
        level: 'middle',
        knowledge_area_id: area.id,
      })
    ).json();
    expect(question.client_requested).toBe(false);
    const toggled = await call(headers, 'PUT', `/api/questions/${question.id}`, { client_requested: true });
    expect(toggled.json().client_requested).toBe(true);
    expect((await call(headers, 'DELETE', `/api/questions/${question.id}`)).statusCode).toBe(204);
    expect(
      (await call(headers, 'PUT', `/api/questions/${question.id}`, { client_requested: false })).statusCode,
    ).toBe(404);
    expect(
      (await call(headers, 'PUT', `/api/knowledge_areas/${area.id}`, { name: 'React & Redux' })).json().name,
    ).toBe('React & Redux');
    expect((await call(headers, 'DELETE', `/api/knowledge_areas/${area.id}`)).statusCode).toBe(204);
    expect(
      (await call(headers, 'PUT', `/api/templates/${template.id}`, { name: 'Renamed' })).json().name,
    ).toBe('Renamed');
    expect((await call(headers, 'DELETE', `/api/templates/${template.id}`)).statusCode).toBe(204);
    expect((await call(headers, 'GET', `/api/templates/${template.id}`)).statusCode).toBe(404);
  });

  it('lets interviewers read but not change templates', async () => {
    const staff = await t.signIn('recruiter');
    const { template, area } = await templateWithArea(staff.headers);
    const { headers } = await t.signIn('interviewer');
    expect((await call(headers, 'GET', `/api/templates/${template.id}`)).statusCode).toBe(200);
    expect((await call(headers, 'GET', `/api/questions?knowledge_area_id=${area.id}`)).statusCode).toBe(200);
    expect((await call(headers, 'POST', '/api/templates', { name: 'Nope' })).statusCode).toBe(403);
    expect(
      (
        await call(headers, 'POST', '/api/questions', {
          text: 'Q',
          level: 'junior',
          knowledge_area_id: area.id,
        })
      ).statusCode,
    ).toBe(403);
    expect((await call(headers, 'DELETE', `/api/templates/${template.id}`)).statusCode).toBe(403);
  });
});
