import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeelingsChart } from '../../frontend/src/features/admin/feelings-chart';

describe('the feelings chart', () => {
  it('shows each bar’s count as a number, not only its height', () => {
    render(<FeelingsChart title="Class 1" feelings={{ before: { happy: 7, sad: 2 }, after: { happy: 11, calm: 4 } }} />);
    const chart = screen.getByRole('img', { name: /Class 1/ });
    for (const count of ['7', '2', '11', '4']) expect(within(chart).getByText(count)).toBeInTheDocument();
  });
});
