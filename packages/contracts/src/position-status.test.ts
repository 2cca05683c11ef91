import { describe, expect, it } from 'vitest';
import {
  displayPositionStatus,
  isOpenPosition,
  normalizePositionStatus,
  parsePositionStatusList,
  positionStatusFromManatal,
} from './position-status';

describe('normalizePositionStatus', () => {
  it.each([
    ['active', 'active'],
    ['open', 'active'],
    ['filled', 'filled'],
    ['closed', 'filled'],
    ['cancelled', 'cancelled'],
    ['canceled', 'cancelled'],
    ['paused', 'paused'],
    ['on_hold', 'paused'],
    [' On Hold ', 'paused'],
    ['on-hold', 'paused'],
    ['CLOSED', 'filled'],
  ])('reads %j as %j', (input, expected) => {
    expect(normalizePositionStatus(input)).toBe(expected);
  });

  it('counts a missing or blank status as active', () => {
    expect(normalizePositionStatus(undefined)).toBe('active');
    expect(normalizePositionStatus(null)).toBe('active');
    expect(normalizePositionStatus('   ')).toBe('active');
  });

  it('answers null for a value that is not a status', () => {
    expect(normalizePositionStatus('archived')).toBeNull();
    expect(normalizePositionStatus('won')).toBeNull();
  });
});

describe('displayPositionStatus', () => {
  it('shows known statuses by their normal form and anything else as neutral', () => {
    expect(displayPositionStatus('canceled')).toBe('cancelled');
    expect(displayPositionStatus('closed')).toBe('filled');
    expect(displayPositionStatus('draft')).toBe('neutral');
  });
});

describe('isOpenPosition', () => {
  it('treats no status, open and active as open', () => {
    expect(isOpenPosition(undefined)).toBe(true);
    expect(isOpenPosition('open')).toBe(true);
    expect(isOpenPosition('Active')).toBe(true);
    expect(isOpenPosition('paused')).toBe(false);
    expect(isOpenPosition('filled')).toBe(false);
  });
});

describe('positionStatusFromManatal', () => {
  it.each([
    ['active', 'active'],
    ['won', 'filled'],
    ['lost', 'cancelled'],
    ['on_hold', 'paused'],
    ['Won', 'filled'],
  ])('maps Manatal %j to %j', (input, expected) => {
    expect(positionStatusFromManatal(input)).toBe(expected);
  });

  it('counts a missing or unknown Manatal status as active', () => {
    expect(positionStatusFromManatal(null)).toBe('active');
    expect(positionStatusFromManatal(undefined)).toBe('active');
    expect(positionStatusFromManatal('something_new')).toBe('active');
  });
});

describe('parsePositionStatusList', () => {
  it('splits a comma list, normalising each value', () => {
    expect(parsePositionStatusList('active,filled')).toEqual(['active', 'filled']);
    expect(parsePositionStatusList(' cancelled , closed ')).toEqual(['cancelled', 'filled']);
  });

  it('drops unknown values, blanks and duplicates', () => {
    expect(parsePositionStatusList('foo,active,,active,bar')).toEqual(['active']);
    expect(parsePositionStatusList('foo')).toEqual([]);
    expect(parsePositionStatusList('')).toEqual([]);
    expect(parsePositionStatusList(undefined)).toEqual([]);
  });
});
