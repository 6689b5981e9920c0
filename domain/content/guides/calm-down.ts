/** The calm-down routine every programme shares, so children meet the same three steps whoever leads them. */
export const CALM_DOWN_ROUTINE = {
  name: 'Stop, breathe, name it',
  steps: [
    { step: 'Stop', how: 'Freeze like a statue.' },
    { step: 'Breathe', how: 'Smell the flower, blow out the candle, three times.' },
    { step: 'Name it', how: 'Say “I feel …”' },
  ],
} as const;
