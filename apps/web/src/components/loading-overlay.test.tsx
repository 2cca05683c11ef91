import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../test/render';
import { LoadingOverlay, loadingMessages } from './loading-overlay';

describe('LoadingOverlay', () => {
  it('rotates its message every 2 s, grows its dots every 0.4 s and says it takes 5-10 seconds', () => {
    vi.useFakeTimers();
    render(
      <TestProviders>
        <LoadingOverlay visible label="Scheduling the interview" />
      </TestProviders>,
    );
    const message = screen.getByTestId('loading-message');
    expect(screen.getByRole('status', { name: 'Scheduling the interview' })).toBeInTheDocument();
    expect(screen.getByText('This usually takes 5-10 seconds.')).toBeInTheDocument();
    expect(message).toHaveTextContent(new RegExp(`^${loadingMessages[0]}$`));

    act(() => vi.advanceTimersByTime(400));
    expect(message).toHaveTextContent(`${loadingMessages[0]}.`);
    act(() => vi.advanceTimersByTime(800));
    expect(message).toHaveTextContent(`${loadingMessages[0]}...`);
    act(() => vi.advanceTimersByTime(400));
    expect(message).toHaveTextContent(new RegExp(`^${loadingMessages[0]}$`));

    act(() => vi.advanceTimersByTime(400));
    expect(message).toHaveTextContent(loadingMessages[1]);
  });

  it('renders nothing when not visible', () => {
    render(
      <TestProviders>
        <LoadingOverlay visible={false} />
      </TestProviders>,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});
