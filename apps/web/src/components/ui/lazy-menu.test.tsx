import { Menu, UnstyledButton } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentPropsWithRef } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { lazyMenu, type LazyMenuState } from './lazy-menu';

function ActionsButton(props: Omit<ComponentPropsWithRef<'button'>, 'children'>) {
  return (
    <UnstyledButton aria-haspopup="menu" data-testid="actions" {...props}>
      Actions
    </UnstyledButton>
  );
}

interface Props {
  onEdit: () => void;
}

function ActionsMenu({ onEdit, opened, onChange }: Props & LazyMenuState) {
  return (
    <Menu opened={opened} onChange={onChange} withinPortal={false}>
      <Menu.Target>
        <ActionsButton />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={onEdit}>Modifier</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

describe('lazyMenu (decision 114)', () => {
  it('shows the button alone, loads the menu at the first click and opens it', async () => {
    let loads = 0;
    const LazyActions = lazyMenu<Props>(
      async () => {
        loads += 1;
        return ActionsMenu;
      },
      ({ onEdit: _onEdit, ...triggers }) => <ActionsButton {...triggers} />,
    );
    const edits: number[] = [];
    renderWithProviders(<LazyActions onEdit={() => edits.push(1)} />);
    expect(screen.getByTestId('actions')).toBeInTheDocument();
    expect(screen.queryByRole('menuitem')).toBeNull();
    expect(loads).toBe(0);

    await userEvent.click(screen.getByTestId('actions'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Modifier' }));
    expect(edits).toEqual([1]);
    expect(loads).toBe(1);
  });

  it('gives the focus back to the button when the menu opened from the keyboard closes', async () => {
    const LazyActions = lazyMenu<Props>(
      async () => ActionsMenu,
      ({ onEdit: _onEdit, ...triggers }) => <ActionsButton {...triggers} />,
    );
    renderWithProviders(<LazyActions onEdit={() => undefined} />);
    screen.getByTestId('actions').focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menuitem', { name: 'Modifier' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menuitem')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('actions')));
  });
});
