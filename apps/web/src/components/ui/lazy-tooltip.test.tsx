import { ActionIcon } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { LazyTooltip } from './lazy-tooltip';

describe('LazyTooltip (decision 167)', () => {
  it('renders the element alone, then loads the tooltip at the first hover and shows it at once', async () => {
    renderWithProviders(
      <LazyTooltip label="Voir le panier">
        <ActionIcon aria-label="Panier" data-testid="basket">
          +
        </ActionIcon>
      </LazyTooltip>,
    );
    expect(screen.getByTestId('basket')).toBeInTheDocument();
    expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.hover(screen.getByTestId('basket'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Voir le panier');
    await userEvent.unhover(screen.getByTestId('basket'));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it("loads at the keyboard focus, opening as Mantine's does: on the focus only with events.focus", async () => {
    renderWithProviders(
      <>
        <LazyTooltip label="Code QR">
          <ActionIcon aria-label="QR" data-testid="qr">
            +
          </ActionIcon>
        </LazyTooltip>
        <LazyTooltip label="Adresse" events={{ hover: true, focus: true, touch: false }}>
          <ActionIcon aria-label="Adresse" data-testid="address">
            +
          </ActionIcon>
        </LazyTooltip>
      </>,
    );
    await userEvent.tab();
    expect(screen.getByTestId('qr')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByTestId('address')).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Adresse');
    expect(screen.getAllByRole('tooltip')).toHaveLength(1);
  });
});
