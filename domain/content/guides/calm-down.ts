/** The calm-down routine every programme shares, so children meet the same three steps whoever leads them. */
export const CALM_DOWN_ROUTINE = {
  name: 'Stop, breathe, name it',
  steps: [
    { step: 'Stop', how: 'Freeze like a statue.' },
    { step: 'Breathe', how: 'Smell the flower, blow out the candle, three times.' },
    { step: 'Name it', how: 'Say “I feel …”' },
  ],
} as const;

/** The same routine for a Spanish home note: step for step, so a family does at home what the child does at school. */
export const CALM_DOWN_ROUTINE_ES = {
  name: 'Alto, respira, ponle nombre',
  steps: [
    { step: 'Alto', how: 'Quédate inmóvil como una estatua.' },
    { step: 'Respira', how: 'Huele la flor, sopla la vela, tres veces.' },
    { step: 'Ponle nombre', how: 'Di: “Me siento…”' },
  ],
} as const satisfies { name: string; steps: { length: (typeof CALM_DOWN_ROUTINE)['steps']['length'] } & readonly unknown[] };
