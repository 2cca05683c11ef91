import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCandidate, createClient, createInterviewer, createJob } from '../../test/factories';
import { useTestApp } from '../../test/test-app';

/** The searches the New Interview wizard sends: any case, any accents, on the fields the spec names. */
describe('list searches ignore case and accents', () => {
  const t = useTestApp();
  const tag = () => `q${randomBytes(3).toString('hex')}`;
  const names = async (url: string) => {
    const { headers } = await t.signIn('recruiter');
    const response = await t.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const candidateNames = async (search: string) =>
    (await names(`/api/candidates?search=${encodeURIComponent(search)}`)).data.map(
      (c: { name: string }) => c.name,
    );

  it('finds candidates by name without accents, in any case, and Cyrillic names in lower case', async () => {
    const t1 = tag();
    await createCandidate(t.db, { name: `José Gonçalves ${t1}` });
    await createCandidate(t.db, { name: `Мария Смирнова ${t1}` });
    await createCandidate(t.db, { name: `Søren Nørgaard ${t1}`, email: null });
    await createCandidate(t.db, { name: `Jürgen Straße ${t1}` });

    expect(await candidateNames(`jose goncalves ${t1}`)).toEqual([`José Gonçalves ${t1}`]);
    expect(await candidateNames(`JOSÉ`)).toContain(`José Gonçalves ${t1}`);
    expect(await candidateNames(`мария смирнова ${t1}`)).toEqual([`Мария Смирнова ${t1}`]);
    expect(await candidateNames(`СМИРНОВА ${t1}`)).toEqual([`Мария Смирнова ${t1}`]);
    expect(await candidateNames(`soren norgaard ${t1}`)).toEqual([`Søren Nørgaard ${t1}`]);
    expect(await candidateNames(`jurgen strasse ${t1}`)).toEqual([`Jürgen Straße ${t1}`]);
    // A decomposed é (e + combining accent, as some keyboards send it) finds the composed one.
    expect(await candidateNames(`Jose\u0301 Gonc\u0327alves ${t1}`.normalize('NFD'))).toEqual([
      `José Gonçalves ${t1}`,
    ]);
  });

  it('folds searches shorter than three letters the same way', async () => {
    await createCandidate(t.db, { name: `Zoë ${tag()}` });
    const total = async (search: string) =>
      (await names(`/api/candidates?search=${encodeURIComponent(search)}`)).meta.total;
    const plain = await total('oe');
    expect(plain).toBeGreaterThan(0);
    expect(await total('OË')).toBe(plain);
    expect(await total('ë')).toBe(await total('E'));
  });

  it('matches a candidate by e-mail but never across the name and the e-mail', async () => {
    const t1 = tag();
    await createCandidate(t.db, { name: `Ana ${t1}`, email: `ana.${t1}@Example.test` });
    expect(await candidateNames(`${t1}@example`)).toEqual([`Ana ${t1}`]);
    expect(await candidateNames(`${t1}ana`)).toEqual([]);
    // LIKE's wildcards are plain characters in a search.
    expect(await candidateNames(`${t1}%`)).toEqual([]);
  });

  it('pages through the matches of a search with the total of all of them', async () => {
    const t1 = tag();
    for (const name of ['Zoë', 'Zoe', 'ZOE', 'Zoè', 'zoé'])
      await createCandidate(t.db, { name: `${name} ${t1}` });
    const first = await names(`/api/candidates?search=zoe%20${t1}&limit=2&page=1`);
    const third = await names(`/api/candidates?search=zoe%20${t1}&limit=2&page=3`);
    expect(first.meta).toEqual({ page: 1, limit: 2, total: 5, total_pages: 3 });
    expect(third.data).toHaveLength(1);
    expect(third.meta.total).toBe(5);
    const past = await names(`/api/candidates?search=zoe%20${t1}&limit=2&page=4`);
    expect(past).toMatchObject({ data: [], meta: { total: 5 } });
  });

  it('finds interviewers by name, e-mail or any tag of their tech stack', async () => {
    const t1 = tag();
    await createInterviewer(t.db, { name: `Łukasz Kowalski ${t1}`, email: `lk-${t1}@example.test` });
    await createInterviewer(t.db, { name: `Ольга ${t1}`, techStack: ['Go', `Kafka-${t1}`] });
    const search = async (text: string) =>
      (await names(`/api/interviewers?search=${encodeURIComponent(text)}`)).data.map(
        (i: { name: string }) => i.name,
      );
    expect(await search(`lukasz kowalski ${t1}`)).toEqual([`Łukasz Kowalski ${t1}`]);
    expect(await search(`LK-${t1}`)).toEqual([`Łukasz Kowalski ${t1}`]);
    expect(await search(`ОЛЬГА ${t1}`)).toEqual([`Ольга ${t1}`]);
    expect(await search(`kafka-${t1}`)).toEqual([`Ольга ${t1}`]);
  });

  it('finds positions by title or by client name', async () => {
    const t1 = tag();
    const client = await createClient(t.db, { name: `Café Société ${t1}` });
    await createJob(t.db, { title: `Développeur ${t1}` });
    await createJob(t.db, { title: `Data Engineer ${t1}`, clientId: client.id });
    const search = async (text: string) =>
      (await names(`/api/jobs?status=active&search=${encodeURIComponent(text)}`)).data.map(
        (j: { title: string }) => j.title,
      );
    expect(await search(`developpeur ${t1}`)).toEqual([`Développeur ${t1}`]);
    expect(await search(`cafe societe ${t1}`)).toEqual([`Data Engineer ${t1}`]);
  });

  it('keeps an interviewer match rank among all interviewers when searching', async () => {
    const t1 = tag();
    const job = await createJob(t.db, { technologies: [`Elm${t1}`] });
    await createInterviewer(t.db, { name: `Émile ${t1}`, techStack: [`Elm${t1}`] });
    const { headers } = await t.signIn('recruiter');
    const all = (
      await t.app.inject({ method: 'GET', url: `/api/interviewer-matches?job_id=${job.id}`, headers })
    ).json();
    const found = (
      await t.app.inject({
        method: 'GET',
        url: `/api/interviewer-matches?job_id=${job.id}&search=emile%20${t1}`,
        headers,
      })
    ).json();
    expect(found.data).toHaveLength(1);
    expect(found.data[0]).toMatchObject({ interviewer: { name: `Émile ${t1}` }, rank: 1, score: 100 });
    expect(all.data.length).toBeGreaterThan(1);
  });
});
