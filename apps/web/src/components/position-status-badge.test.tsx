import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../test/render';
import { PositionStatusBadge } from './position-status-badge';

describe('PositionStatusBadge', () => {
  it.each([
    ['active', 'Active', 'active'],
    [null, 'Active', 'active'],
    ['closed', 'Filled', 'filled'],
    ['canceled', 'Cancelled', 'cancelled'],
    ['on_hold', 'Paused', 'paused'],
    ['archived', 'archived', 'neutral'],
  ])('shows %s as %s', (status, label, key) => {
    render(
      <TestProviders>
        <PositionStatusBadge status={status} />
      </TestProviders>,
    );
    expect(screen.getByText(label).closest('[data-status]')).toHaveAttribute('data-status', key);
  });
});
