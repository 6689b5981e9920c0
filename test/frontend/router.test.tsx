import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preloadRoute } from '../../frontend/src/app/router';
import { renderAt } from './render';

describe('opening a page by its address', () => {
  it('shows "Loading..." first for a screen whose code has not come yet', async () => {
    renderAt('/no/such/page');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
  });

  it('paints the screen itself at once when its code was preloaded, with no "Loading..." before it', async () => {
    await preloadRoute('/');
    renderAt('/');
    // No await between the render and these: the first commit already holds the sign-in form.
    expect(screen.getByLabelText('School ID')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });
});
