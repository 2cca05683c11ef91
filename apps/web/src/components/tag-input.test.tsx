import type { TagMatching } from '@interview-hub/contracts/tags';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../test/render';
import { TagInput } from './tag-input';

function Harness({
  matching,
  initial,
  onChange,
}: {
  matching: TagMatching;
  initial: string[];
  onChange: (t: string[]) => void;
}) {
  const [tags, setTags] = useState(initial);
  return (
    <TagInput
      label="Tech Stack"
      matching={matching}
      value={tags}
      onChange={(next) => {
        setTags(next);
        onChange(next);
      }}
    />
  );
}

function renderTags(matching: TagMatching, initial: string[] = []) {
  const onChange = vi.fn<(tags: string[]) => void>();
  render(
    <TestProviders>
      <Harness matching={matching} initial={initial} onChange={onChange} />
    </TestProviders>,
  );
  return { onChange, input: screen.getByRole('combobox', { name: 'Tech Stack' }) };
}

/** The tags as the pills show them. */
const pills = () => Array.from(document.querySelectorAll('.mantine-Pill-label'), (pill) => pill.textContent);

describe('TagInput', () => {
  it('adds trimmed tags with Enter or a comma and ignores blank ones', async () => {
    const user = userEvent.setup();
    const { input, onChange } = renderTags('exact');
    await user.type(input, '  React  {Enter}');
    await user.type(input, 'Node.js,');
    await user.type(input, '   {Enter}');
    expect(pills()).toEqual(['React', 'Node.js']);
    expect(onChange).toHaveBeenLastCalledWith(['React', 'Node.js']);
  });

  it('drops exact duplicates only for an interviewer tech stack', async () => {
    const user = userEvent.setup();
    const { input } = renderTags('exact', ['React']);
    await user.type(input, 'React{Enter}');
    await user.type(input, 'react{Enter}');
    expect(pills()).toEqual(['React', 'react']);
  });

  it('drops duplicates whatever their case for position technologies', async () => {
    const user = userEvent.setup();
    const { input } = renderTags('ignore-case', ['React']);
    await user.type(input, 'REACT{Enter}');
    await user.type(input, ' react {Enter}');
    await user.type(input, 'Go{Enter}');
    expect(pills()).toEqual(['React', 'Go']);
  });

  it('removes a tag with its remove button', async () => {
    const user = userEvent.setup();
    const { onChange } = renderTags('exact', ['React', 'Go', 'Rust']);
    await user.click(screen.getByRole('button', { name: 'Remove Go' }));
    expect(pills()).toEqual(['React', 'Rust']);
    expect(onChange).toHaveBeenLastCalledWith(['React', 'Rust']);
  });
});
