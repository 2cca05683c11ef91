import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';

type Area = { id: number; name: string; questions: { id: number; text: string }[] };

describe('correcting templates: duplicate, reorder areas, move questions', () => {
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

  async function templateWithAreas(headers: { authorization: string }, names: string[]) {
    const template = (
      await call(headers, 'POST', '/api/templates', { name: 'Backend', position: 'Go Engineer' })
    ).json();
    const areas: { id: number }[] = [];
    for (const name of names) {
      areas.push(
        (await call(headers, 'POST', '/api/knowledge_areas', { template_id: template.id, name })).json(),
      );
    }
    return { template, areas };
  }
  const areaNames = async (headers: { authorization: string }, id: number) =>
    (await call(headers, 'GET', `/api/templates/${id}`)).json().knowledge_areas.map((a: Area) => a.name);

  it("duplicates a template as 'Copy of …' with its areas in order and their questions", async () => {
    const { headers } = await t.signIn('recruiter');
    const { template, areas } = await templateWithAreas(headers, ['Go', 'SQL']);
    await call(headers, 'POST', '/api/questions', {
      text: 'What is a goroutine?',
      level: 'junior',
      knowledge_area_id: areas[0]?.id,
      client_requested: true,
    });
    const res = await call(headers, 'POST', `/api/templates/${template.id}/duplicate`);
    expect(res.statusCode).toBe(201);
    const copy = res.json();
    expect(copy).toMatchObject({ name: 'Copy of Backend', position: 'Go Engineer', knowledge_area_count: 2 });
    expect(copy.id).not.toBe(template.id);
    expect(copy.knowledge_areas.map((a: Area) => a.name)).toEqual(['Go', 'SQL']);
    expect(copy.knowledge_areas[0].questions).toEqual([
      expect.objectContaining({ text: 'What is a goroutine?', level: 'junior', client_requested: true }),
    ]);
    expect(copy.knowledge_areas[0].id).not.toBe(areas[0]?.id);
    // The original is untouched: editing the copy leaves it as it was.
    await call(headers, 'PUT', `/api/knowledge_areas/${copy.knowledge_areas[0].id}`, { name: 'Golang' });
    expect(await areaNames(headers, template.id)).toEqual(['Go', 'SQL']);
    expect((await call(headers, 'POST', '/api/templates/999999/duplicate')).statusCode).toBe(404);
  });

  it('moves a knowledge area up and down and keeps it in place at either end', async () => {
    const { headers } = await t.signIn('admin');
    const { template, areas } = await templateWithAreas(headers, ['A', 'B', 'C']);
    const [a, , c] = areas;
    const up = await call(headers, 'POST', `/api/knowledge_areas/${c?.id}/move`, { direction: 'up' });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ name: 'C', position: 1 });
    expect(await areaNames(headers, template.id)).toEqual(['A', 'C', 'B']);
    await call(headers, 'POST', `/api/knowledge_areas/${a?.id}/move`, { direction: 'down' });
    expect(await areaNames(headers, template.id)).toEqual(['C', 'A', 'B']);
    await call(headers, 'POST', `/api/knowledge_areas/${c?.id}/move`, { direction: 'up' });
    expect(await areaNames(headers, template.id)).toEqual(['C', 'A', 'B']);
    const bad = await call(headers, 'POST', `/api/knowledge_areas/${a?.id}/move`, { direction: 'left' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('Direction must be up or down');
    expect(
      (await call(headers, 'POST', '/api/knowledge_areas/999999/move', { direction: 'up' })).statusCode,
    ).toBe(404);
  });

  it('moves a question to another area of its template, never to another template', async () => {
    const { headers } = await t.signIn('recruiter');
    const { template, areas } = await templateWithAreas(headers, ['Go', 'SQL']);
    const other = await templateWithAreas(headers, ['Elsewhere']);
    const question = (
      await call(headers, 'POST', '/api/questions', {
        text: 'Explain indexes',
        level: 'middle',
        knowledge_area_id: areas[0]?.id,
      })
    ).json();
    const moved = await call(headers, 'PUT', `/api/questions/${question.id}`, {
      knowledge_area_id: areas[1]?.id,
      text: 'Explain B-tree indexes',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ knowledge_area_id: areas[1]?.id, text: 'Explain B-tree indexes' });
    const full = (await call(headers, 'GET', `/api/templates/${template.id}`)).json();
    expect(full.knowledge_areas.map((a: Area) => a.questions.map((q) => q.text))).toEqual([
      [],
      ['Explain B-tree indexes'],
    ]);
    const foreign = await call(headers, 'PUT', `/api/questions/${question.id}`, {
      knowledge_area_id: other.areas[0]?.id,
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().error.message).toBe(
      'A question can only move to another area of the same template',
    );
    const missing = await call(headers, 'PUT', `/api/questions/${question.id}`, {
      knowledge_area_id: 999999,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps interviewers from duplicating templates or moving areas', async () => {
    const staff = await t.signIn('recruiter');
    const { template, areas } = await templateWithAreas(staff.headers, ['Go']);
    const { headers } = await t.signIn('interviewer');
    expect((await call(headers, 'POST', `/api/templates/${template.id}/duplicate`)).statusCode).toBe(403);
    expect(
      (await call(headers, 'POST', `/api/knowledge_areas/${areas[0]?.id}/move`, { direction: 'down' }))
        .statusCode,
    ).toBe(403);
  });
});
