import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { SegmentedSwitch } from './segmented-switch';

const ITEMS = [
  { value: 'a', label: 'Un', icon: <svg data-testid="icon-a" />, testId: 'item-a' },
  { value: 'b', label: 'Deux', testId: 'item-b' },
  { value: 'c', label: 'Trois', testId: 'item-c' },
] as const;

function Switch({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState<'a' | 'b' | 'c'>('a');
  return (
    <SegmentedSwitch
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
      data={ITEMS}
      label="Choix"
      iconsVisibleFrom="xs"
    />
  );
}

describe('SegmentedSwitch', () => {
  it('is a named radio group with one tab stop; a click, the arrows, Home and End choose an item', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Switch onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Choix' })).toBeInTheDocument();
    const checked = () => screen.getByRole('radio', { checked: true });
    expect(checked()).toHaveAccessibleName('Un');
    expect(screen.getByTestId('item-a')).toHaveAttribute('data-active', 'true');
    expect(screen.getByTestId('item-b')).toHaveAttribute('data-active', 'false');
    expect(screen.getAllByRole('radio').map((r) => r.tabIndex)).toEqual([0, -1, -1]);
    // The icon is decoration, hidden below the breakpoint.
    expect(screen.getByTestId('icon-a').parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('icon-a').parentElement).toHaveClass('mantine-visible-from-xs');

    await user.click(screen.getByTestId('item-c'));
    expect(onChange).toHaveBeenLastCalledWith('c');
    expect(checked()).toHaveAccessibleName('Trois');
    expect(screen.getByTestId('item-c')).toHaveAttribute('data-active', 'true');
    expect(screen.getByTestId('item-a')).toHaveAttribute('data-active', 'false');

    await user.keyboard('{ArrowDown}');
    expect(checked()).toHaveAccessibleName('Un');
    expect(screen.getByTestId('item-a')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(checked()).toHaveAccessibleName('Trois');
    await user.keyboard('{Home}');
    expect(checked()).toHaveAccessibleName('Un');
    await user.keyboard('{End}');
    expect(checked()).toHaveAccessibleName('Trois');
    expect(screen.getByTestId('item-c')).toHaveFocus();

    // Choosing the current item again changes nothing; Tab leaves the group.
    onChange.mockClear();
    await user.click(screen.getByTestId('item-c'));
    expect(onChange).not.toHaveBeenCalled();
    await user.tab();
    expect(document.activeElement?.closest('[role="radiogroup"]')).toBeNull();
  });
});
