import { type InterviewSortColumn, interviewSortColumns } from '@interview-hub/contracts/interview-options';
import { type InterviewStatus, interviewStatuses } from '@interview-hub/contracts/interviews';
import dayjs from 'dayjs';
import type { InterviewListQuery } from '../api/get-interviews';

/** Rows-per-page options of the list; the first is the default. */
export const INTERVIEW_PAGE_SIZES = [20, 50, 100] as const;

/** Upcoming: today onwards, soonest first (the default). Past: before today, most recent first. */
export const interviewViews = ['upcoming', 'past', 'all'] as const;
export type InterviewView = (typeof interviewViews)[number];
export type SortOrder = 'asc' | 'desc';

/**
 * What the list keeps in its URL, so a filtered view survives a reload and can be shared: `view`, `q`, `status`,
 * `interviewer`, `from`, `to` (days, YYYY-MM-DD), `overdue`, `mine` and `noTemplate` (1 when on), `page`, `perPage`,
 * `sortBy`, `sortOrder`.
 */
export type InterviewsUrlState = {
  view: InterviewView;
  search: string;
  status: InterviewStatus[];
  interviewerId: number | null;
  from: string | null;
  to: string | null;
  /** Only interviews whose feedback is overdue. */
  overdue: boolean;
  /** Only interviews the viewer booked. */
  mine: boolean;
  /** Only interviews booked without a feedback template. */
  noTemplate: boolean;
  page: number;
  perPage: number;
  sortBy: InterviewSortColumn;
  sortOrder: SortOrder;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A view's own order: upcoming soonest first, the others most recent first. */
export function defaultSortOrder(view: InterviewView): SortOrder {
  return view === 'upcoming' ? 'asc' : 'desc';
}

const readDay = (value: string | null) => (value && DAY.test(value) && dayjs(value).isValid() ? value : null);

function readPositive(value: string | null): number | null {
  const number = Number(value);
  return Number.isSafeInteger(number) && number >= 1 ? number : null;
}

/** The list's state from the URL; every unknown or invalid value falls back to the default view's. */
export function readInterviewsUrlState(params: URLSearchParams): InterviewsUrlState {
  const view = interviewViews.find((v) => v === params.get('view')) ?? 'upcoming';
  const statuses = (params.get('status') ?? '').split(',');
  const perPage = Number(params.get('perPage'));
  const sortOrder = params.get('sortOrder');
  return {
    view,
    search: (params.get('q') ?? '').trim().slice(0, 200),
    status: interviewStatuses.filter((status) => statuses.includes(status)),
    interviewerId: readPositive(params.get('interviewer')),
    from: readDay(params.get('from')),
    to: readDay(params.get('to')),
    overdue: params.get('overdue') === '1',
    mine: params.get('mine') === '1',
    noTemplate: params.get('noTemplate') === '1',
    page: readPositive(params.get('page')) ?? 1,
    perPage: INTERVIEW_PAGE_SIZES.find((size) => size === perPage) ?? INTERVIEW_PAGE_SIZES[0],
    sortBy: interviewSortColumns.find((column) => column === params.get('sortBy')) ?? 'date',
    sortOrder: sortOrder === 'asc' || sortOrder === 'desc' ? sortOrder : defaultSortOrder(view),
  };
}

/** The URL query for a state, leaving out what is at its default so the plain list keeps a plain address. */
export function interviewsSearchParams(state: InterviewsUrlState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.view !== 'upcoming') params.set('view', state.view);
  if (state.search) params.set('q', state.search);
  if (state.status.length) params.set('status', state.status.join(','));
  if (state.interviewerId) params.set('interviewer', String(state.interviewerId));
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  if (state.overdue) params.set('overdue', '1');
  if (state.mine) params.set('mine', '1');
  if (state.noTemplate) params.set('noTemplate', '1');
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.perPage !== INTERVIEW_PAGE_SIZES[0]) params.set('perPage', String(state.perPage));
  if (state.sortBy !== 'date') params.set('sortBy', state.sortBy);
  if (state.sortOrder !== defaultSortOrder(state.view)) params.set('sortOrder', state.sortOrder);
  return params;
}

/** Whether anything narrows the list beyond its view (the filtered empty state offers to clear them). */
export function hasFilters(state: InterviewsUrlState): boolean {
  return Boolean(
    state.search ||
      state.status.length ||
      state.interviewerId ||
      state.from ||
      state.to ||
      state.overdue ||
      state.mine ||
      state.noTemplate,
  );
}

/** The view without filters, at page 1 in its own order. */
export function clearedFilters(state: InterviewsUrlState): InterviewsUrlState {
  return readInterviewsUrlState(
    interviewsSearchParams({
      ...state,
      search: '',
      status: [],
      interviewerId: null,
      from: null,
      to: null,
      overdue: false,
      mine: false,
      noTemplate: false,
      page: 1,
    }),
  );
}

const later = (a: dayjs.Dayjs | null, b: dayjs.Dayjs | null) => (a && b ? (a.isAfter(b) ? a : b) : (a ?? b));
const earlier = (a: dayjs.Dayjs | null, b: dayjs.Dayjs | null) =>
  a && b ? (a.isBefore(b) ? a : b) : (a ?? b);

/**
 * The API query for a state. Days are the viewer's own (the browser's zone): `from` starts at its midnight, `to`
 * ends at the next one; the view then bounds them by today's midnight, `now` in tests.
 */
export function interviewListQuery(state: InterviewsUrlState, now: Date = new Date()): InterviewListQuery {
  const today = dayjs(now).startOf('day');
  let from = state.from ? dayjs(state.from).startOf('day') : null;
  // Exclusive in spirit: the API's date_to is inclusive, so the last millisecond before the next midnight.
  let to = state.to ? dayjs(state.to).add(1, 'day').startOf('day').subtract(1, 'ms') : null;
  if (state.view === 'upcoming') from = later(from, today);
  if (state.view === 'past') to = earlier(to, today.subtract(1, 'ms'));
  return {
    page: state.page,
    limit: state.perPage,
    sort_by: state.sortBy,
    sort_order: state.sortOrder,
    ...(state.search ? { search: state.search } : {}),
    ...(state.status.length ? { status: state.status.join(',') } : {}),
    ...(state.interviewerId ? { interviewer_id: state.interviewerId } : {}),
    ...(state.overdue ? { overdue: true } : {}),
    ...(state.mine ? { mine: true } : {}),
    ...(state.noTemplate ? { no_template: true } : {}),
    ...(from ? { date_from: from.format('YYYY-MM-DDTHH:mm:ss.SSSZ') } : {}),
    ...(to ? { date_to: to.format('YYYY-MM-DDTHH:mm:ss.SSSZ') } : {}),
  };
}
