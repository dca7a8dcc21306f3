import { Drawer, Modal } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';

describe('ThemedMantineProvider', () => {
  it("names every modal's and drawer's close button in the page's language", async () => {
    renderWithProviders(
      <>
        <Modal opened onClose={() => undefined} title="Une fenêtre">
          contenu
        </Modal>
        <Drawer opened onClose={() => undefined} title="Un tiroir">
          contenu
        </Drawer>
      </>,
    );
    expect(await screen.findAllByRole('button', { name: 'Fermer' })).toHaveLength(2);
  });

  it("keeps a modal's own close button props", async () => {
    renderWithProviders(
      <Modal opened onClose={() => undefined} title="Une fenêtre" closeButtonProps={{ 'aria-label': 'Quitter' }}>
        contenu
      </Modal>,
    );
    expect(await screen.findByRole('button', { name: 'Quitter' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fermer' })).toBeNull();
  });
});
