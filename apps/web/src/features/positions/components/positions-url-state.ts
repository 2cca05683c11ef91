import { jobSortColumns } from '@interview-hub/contracts/jobs';
import {
  DEFAULT_POSITION_STATUS_FILTER,
  filterPositionStatuses,
  parsePositionStatusList,
} from '@interview-hub/contracts/position-status';
import type { JobsQuery } from '../api/get-jobs';

/** Rows-per-page options of the positions screen (spec §9); the first is the default. */
export const POSITIONS_PAGE_SIZES = [20, 50, 100] as const;

export type FilterStatus = (typeof filterPositionStatuses)[number];
export type PositionsSortBy = (typeof jobSortColumns)[number];
export type SortOrder = 'asc' | 'desc';

/** What the positions screen keeps in its URL: `status`, `page`, `perPage`, `sortBy`, `sortOrder`. */
export type PositionsUrlState = {
  status: FilterStatus[];
  page: number;
  perPage: number;
  sortBy: PositionsSortBy;
  sortOrder: SortOrder;
};

const isFilterStatus = (value: string): value is FilterStatus =>
  (filterPositionStatuses as readonly string[]).includes(value);

/**
 * The status filter from its comma list: values are normalised (contracts/position-status: 'closed' is
 * filled …), unknown ones dropped; nothing left means the default, active. Kept in the options' order.
 */
export function readStatusFilter(value: string | null | undefined): FilterStatus[] {
  const known = parsePositionStatusList(value).filter(isFilterStatus);
  const chosen = known.length > 0 ? known : DEFAULT_POSITION_STATUS_FILTER.filter(isFilterStatus);
  return filterPositionStatuses.filter((status) => chosen.includes(status));
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isFinite(page) && page >= 1 ? Math.floor(page) : 1;
}

function readPerPage(value: string | null): number {
  const perPage = Number(value);
  return POSITIONS_PAGE_SIZES.find((size) => size === perPage) ?? POSITIONS_PAGE_SIZES[0];
}

export function readSortBy(value: string | null): PositionsSortBy {
  return jobSortColumns.find((column) => column === value) ?? 'title';
}

/**
 * The screen's state from the URL, every invalid value falling back (spec §5): page a positive number else 1;
 * perPage 20, 50 or 100 else 20; sortBy title, client_name or status else title; sortOrder 'desc' else asc.
 */
export function readPositionsUrlState(params: URLSearchParams): PositionsUrlState {
  return {
    status: readStatusFilter(params.get('status')),
    page: readPage(params.get('page')),
    perPage: readPerPage(params.get('perPage')),
    sortBy: readSortBy(params.get('sortBy')),
    sortOrder: params.get('sortOrder') === 'desc' ? 'desc' : 'asc',
  };
}

export function positionsSearchParams(state: PositionsUrlState): URLSearchParams {
  return new URLSearchParams({
    status: state.status.join(','),
    page: String(state.page),
    perPage: String(state.perPage),
    sortBy: state.sortBy,
    sortOrder: state.sortOrder,
  });
}

/** The `status` query of GET /api/jobs: a comma list, left out when all three statuses are selected. */
export function statusQuery(statuses: readonly FilterStatus[]): string | undefined {
  const all = filterPositionStatuses.every((status) => statuses.includes(status));
  return all ? undefined : statuses.join(',');
}

/**
 * A new selection of the status filter, in the options' order; the last selected status cannot be unchecked,
 * so an empty selection keeps the current one.
 */
export function nextStatusFilter(current: FilterStatus[], next: readonly string[]): FilterStatus[] {
  const chosen = filterPositionStatuses.filter((status) => next.includes(status));
  return chosen.length > 0 ? chosen : current;
}

/** The API query for the screen's state. */
export function jobsQuery(state: PositionsUrlState): JobsQuery {
  return {
    status: statusQuery(state.status),
    page: state.page,
    limit: state.perPage,
    sort_by: state.sortBy,
    sort_order: state.sortOrder,
  };
}
