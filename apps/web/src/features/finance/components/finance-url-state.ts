import { useSearchParams } from 'react-router';
import { periodParam } from './months';

/** Whose lines the screen shows: a client's or a position's. */
export type Drill = { kind: 'client'; id: number } | { kind: 'position'; id: number } | null;

const idParam = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

/** /finance?period=YYYY-MM&client=ID|position=ID&page=N: the month, the drill-down and its page. */
export function useFinanceUrlState() {
  const [params, setParams] = useSearchParams();
  const period = periodParam(params.get('period'));
  const client = idParam(params.get('client'));
  const position = idParam(params.get('position'));
  const drill: Drill =
    client !== null
      ? { kind: 'client', id: client }
      : position !== null
        ? { kind: 'position', id: position }
        : null;
  const page = idParam(params.get('page')) ?? 1;
  const update = (next: { period?: string; drill?: Drill; page?: number }) => {
    const target = next.drill === undefined ? drill : next.drill;
    const search = new URLSearchParams({ period: next.period ?? period });
    if (target) search.set(target.kind, String(target.id));
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };
  return {
    period,
    drill,
    page: Math.max(1, page),
    setPeriod: (value: string) => update({ period: value, drill: null }),
    setDrill: (value: Drill) => update({ drill: value }),
    setPage: (value: number) => update({ page: value }),
  };
}
