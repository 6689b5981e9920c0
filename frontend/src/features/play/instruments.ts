/**
 * The song's three instruments, synthesised so any song plays offline with nothing to download: a soft piano for
 * the chords, a round plucked bass, and a flute for the melody. Each is one oscillator per note with its own
 * overtones (a PeriodicWave) and an envelope, so a note has an attack and dies away as an instrument's does, not
 * the flat beep of a bare oscillator. Everything takes a BaseAudioContext: the same code plays in the page and
 * renders offline (scripts/render-songs.ts).
 */

/** Relative strength of the harmonics 1, 2, 3…: what makes each instrument sound like itself. */
const OVERTONES = {
  // A hammered string: a strong fundamental and a quickly thinning row of overtones.
  piano: [1, 0.42, 0.22, 0.12, 0.07, 0.04, 0.02],
  // Round, with enough second and third harmonic that a phone's small speaker still carries the bass line.
  bass: [1, 0.7, 0.35, 0.12, 0.05],
  // Breathy and pure: mostly the fundamental, a little octave and twelfth.
  flute: [1, 0.3, 0.12, 0.04],
} as const;
export type Instrument = keyof typeof OVERTONES;

const waves = new WeakMap<BaseAudioContext, Map<Instrument, PeriodicWave>>();
const waveOf = (ctx: BaseAudioContext, instrument: Instrument): PeriodicWave => {
  const made = waves.get(ctx) ?? new Map<Instrument, PeriodicWave>();
  waves.set(ctx, made);
  let wave = made.get(instrument);
  if (!wave) {
    const harmonics = OVERTONES[instrument];
    const real = new Float32Array(harmonics.length + 1);
    const imag = Float32Array.from([0, ...harmonics]);
    wave = ctx.createPeriodicWave(real, imag);
    made.set(instrument, wave);
  }
  return wave;
};

export const midiFrequency = (midi: number): number => 440 * 2 ** ((midi - 69) / 12);

/** Where the three instruments meet: the melody loudest, then the bass, the chords softly under both. */
export interface Band {
  melody: GainNode;
  chords: GainNode;
  bass: GainNode;
  master: GainNode;
}

export const MIX = { melody: 0.55, chords: 0.14, bass: 0.32 } as const;

export const band = (ctx: BaseAudioContext, out: AudioNode, volume: number): Band => {
  const master = ctx.createGain();
  master.gain.value = volume;
  // Three instruments at once must not clip on a loud setting: a gentle limiter before the speakers.
  const limiter = ctx.createDynamicsCompressor();
  limiter.threshold.value = -10;
  limiter.ratio.value = 4;
  master.connect(limiter).connect(out);
  const bus = (level: number) => {
    const gain = ctx.createGain();
    gain.gain.value = level;
    gain.connect(master);
    return gain;
  };
  return { melody: bus(MIX.melody), chords: bus(MIX.chords), bass: bus(MIX.bass), master };
};

const voice = (ctx: BaseAudioContext, bus: AudioNode, instrument: Instrument, midi: number) => {
  const oscillator = ctx.createOscillator();
  oscillator.setPeriodicWave(waveOf(ctx, instrument));
  oscillator.frequency.value = midiFrequency(midi);
  const gain = ctx.createGain();
  oscillator.connect(gain).connect(bus);
  return { oscillator, envelope: gain.gain };
};

/** A piano or bass note: struck, then dying away over its length, released at its end. */
export const strike = (
  ctx: BaseAudioContext,
  bus: AudioNode,
  instrument: 'piano' | 'bass',
  midi: number,
  at: number,
  seconds: number,
  accent = 1,
): OscillatorNode => {
  const { oscillator, envelope } = voice(ctx, bus, instrument, midi);
  const decay = instrument === 'bass' ? 0.35 : 0.6;
  const end = at + Math.max(0.12, seconds);
  envelope.setValueAtTime(0, at);
  envelope.linearRampToValueAtTime(accent, at + 0.006);
  envelope.setTargetAtTime(accent * 0.25, at + 0.006, decay);
  envelope.setTargetAtTime(0, end - 0.04, 0.05);
  oscillator.start(at);
  oscillator.stop(end + 0.3);
  return oscillator;
};

/** A flute note: breathed in, held with a light vibrato once it settles, and let go just before the next. */
export const blow = (ctx: BaseAudioContext, bus: AudioNode, midi: number, at: number, seconds: number): OscillatorNode => {
  const { oscillator, envelope } = voice(ctx, bus, 'flute', midi);
  const end = at + Math.max(0.1, seconds - 0.04);
  envelope.setValueAtTime(0, at);
  envelope.linearRampToValueAtTime(1, at + 0.04);
  envelope.linearRampToValueAtTime(0.8, at + 0.16);
  envelope.setTargetAtTime(0, end, 0.03);
  if (end - at > 0.45) {
    // Vibrato only on a held note, as a player does: about 5 wobbles a second, 12 cents deep, fading in.
    const steps = 64;
    const length = end - (at + 0.25);
    const curve = Float32Array.from({ length: steps }, (_, i) => (12 * i * Math.sin((2 * Math.PI * 5 * length * i) / steps)) / steps);
    oscillator.detune.setValueCurveAtTime(curve, at + 0.25, length);
  }
  oscillator.start(at);
  oscillator.stop(end + 0.2);
  return oscillator;
};
