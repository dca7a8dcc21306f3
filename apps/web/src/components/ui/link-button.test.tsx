import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { LinkButton } from './link-button';

describe('LinkButton', () => {
  it('is a link with the app address, styled as a button, that changes page without a reload', async () => {
    const { router } = renderRoutes(
      [
        {
          path: '/start',
          element: (
            <LinkButton to="/next" variant="light" data-testid="go">
              Suivant
            </LinkButton>
          ),
        },
        { path: '/next', element: <p>Arrivé</p> },
      ],
      '/start',
    );
    const link = await screen.findByRole('link', { name: 'Suivant' });
    expect(link).toHaveAttribute('href', '/app/next');
    expect(link).toHaveClass('mantine-Button-root');
    expect(link).toHaveAttribute('data-testid', 'go');
    await userEvent.click(link);
    expect(await screen.findByText('Arrivé')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/next');
  });
});
