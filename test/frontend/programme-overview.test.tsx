import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DAY_PAGES, SCREENING_PAGES } from '@domain/content/index';
import { ContentCoverage } from '../../frontend/src/features/admin/programme-overview';

const allPages = new Set([...DAY_PAGES, ...SCREENING_PAGES].map((page) => page.id));

describe('the programme on the dashboard', () => {
  it('shows which days have pages, opens each, starts a missing one, and warns about a programme children play', () => {
    const pageIds = new Set([...allPages].filter((id) => id !== 'COUR-day-4' && id !== 'NOBO-day-2'));
    render(
      <MemoryRouter>
        <ContentCoverage pageIds={pageIds} programmesPlayed={new Map([['COUR', 3]])} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Edit RESPA-day-1' })).toHaveAttribute('href', '/admin/pages/edit/RESPA-day-1');
    expect(screen.getByRole('link', { name: 'Write COUR-day-4: missing' })).toHaveAttribute('href', '/admin/pages/edit/COUR-day-4');
    expect(screen.getByRole('link', { name: 'Write NOBO-day-2: missing' })).toBeInTheDocument();
    // Only the gap children meet is an alarm: nobody here plays NOBO.
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(within(alerts[0]!).getByText(/Cour: day 4 not written yet, and 3 of your students play it/)).toBeInTheDocument();
  });

  it('says which tests have one form, which still play with both tests asking it', () => {
    render(
      <MemoryRouter>
        <ContentCoverage pageIds={allPages} oneForm={new Set(['RESPA-screening', 'COUR-screening'])} programmesPlayed={new Map()} />
      </MemoryRouter>,
    );
    expect(screen.getByText(/2 tests have one form: children answer the same items before day 1 and after day 10/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit RESPA-screening: 1 form, both tests ask it' })).toHaveTextContent('1 form');
    expect(screen.getByRole('link', { name: 'Edit NOBO-screening' })).toHaveTextContent('✓');
  });
});
