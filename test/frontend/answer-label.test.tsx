import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnswerLabel } from '../../frontend/src/features/play/answer-label';

describe('an answer’s words', () => {
  it('draws a label with a word too long for a third of a phone smaller, and every other label at full size', () => {
    render(
      <>
        <AnswerLabel label="Disappointed" />
        <AnswerLabel label="Stop before you speak" />
        <AnswerLabel label="Calm" />
      </>,
    );
    expect(screen.getByText('Disappointed')).toHaveClass('answer__label--long');
    expect(screen.getByText('Stop before you speak')).not.toHaveClass('answer__label--long');
    expect(screen.getByText('Calm')).toHaveClass('answer__label');
    expect(screen.getByText('Calm')).not.toHaveClass('answer__label--long');
  });
});
