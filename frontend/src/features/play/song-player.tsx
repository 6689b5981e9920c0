import { useEffect, useMemo, useRef, useState } from 'react';
import type { SongNote } from '@domain/content/harmony';
import { plainLyric, syllablesOf } from '@domain/content/score';
import { Icon } from '../../components/icon';
import { useSettingsStore } from '../settings/settings-store';
import { playSpan, type Playback } from './audio';
import { lineSpan, planSong, wholeSong, type PlayedSong, type SongPlan, type Span } from './song-sound';
import { say, stopSpeaking } from './speech';

/** What the child is doing now: hearing a line's words, hearing its tune, singing it back, or singing along. */
type Phase = 'idle' | 'words' | 'tune' | 'turn' | 'together';

const PROMPTS: Record<Exclude<Phase, 'idle'>, string> = {
  words: 'Listen to the words…',
  tune: 'Listen to the tune…',
  turn: 'Your turn! Sing it back!',
  together: 'Sing along!',
};

/** A line's words, each with its syllables, so a syllable can light up inside its word. */
const wordsOf = (lyric: string) => {
  const words: Array<Array<{ text: string; index: number }>> = [];
  let open = false;
  syllablesOf(lyric).forEach((syllable, index) => {
    if (!open) words.push([]);
    words.at(-1)!.push({ text: syllable.text, index });
    open = !syllable.endsWord;
  });
  return words;
};

/**
 * A sing-along. The first time (`teach`), the song is learned as a teacher teaches it, by echo: for each line the
 * voice says its words, the melody plays it over the accompaniment while its syllables light up, then the
 * accompaniment plays it again for the child to sing back, the syllables lighting again. After that (and always
 * when not teaching) the whole song plays through at its tempo. A song the child has learnt (`offerLines`) is sung
 * through at once, with the echo teaching one tap away on "Learn it line by line". On a device with no voice the
 * words are simply not spoken: the melody, the accompaniment and the lit words still carry the song.
 */
export const SongPlayer = ({
  song,
  teach = false,
  offerLines = false,
  onFinished,
}: {
  song: PlayedSong;
  teach?: boolean;
  offerLines?: boolean;
  onFinished: () => void;
}) => {
  // Worked out at the first tap on play, not in the step's first render: parsing the score and harmonising it is
  // the heaviest work a song does before it sounds, and the screen shows only the words until then.
  const plan = useMemo(() => {
    let planned: SongPlan | undefined;
    return () => (planned ??= planSong(song));
  }, [song]);
  const [now, setNow] = useState<SongNote | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [sungOnce, setSungOnce] = useState(false);
  const playback = useRef<Playback | null>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      playback.current?.stop();
      stopSpeaking();
    };
  }, []);

  /** Plays a span and waits for its end; false when the child left the screen in the middle. */
  const play = async (span: Span, melody: boolean): Promise<boolean> => {
    const volume = useSettingsStore.getState().settings.musicVolume * 0.8;
    playback.current = await playSpan(plan(), span, { melody, volume, onNote: setNow });
    return (await playback.current.done) && alive.current;
  };

  const echo = async (): Promise<boolean> => {
    for (const [index, line] of song.lines.entries()) {
      setPhase('words');
      await say(plainLyric(line.lyric), { interrupt: true });
      if (!alive.current) return false;
      setPhase('tune');
      if (!(await play(lineSpan(plan(), index), true))) return false;
      setPhase('turn');
      // The cue is heard before the backing starts: a child who cannot read knows it is their turn.
      await say(PROMPTS.turn, { interrupt: true });
      if (!alive.current) return false;
      if (!(await play(lineSpan(plan(), index), false))) return false;
    }
    return true;
  };

  const start = async (learning: boolean) => {
    if (phase !== 'idle') return;
    stopSpeaking();
    if (!learning) {
      setPhase('together');
      await say(PROMPTS.together, { interrupt: true });
      if (!alive.current) return;
    }
    const finished = learning ? await echo() : await play(wholeSong(plan()), true);
    if (!finished) return;
    setPhase('idle');
    setSungOnce(true);
    onFinished();
  };

  const playing = phase !== 'idle';
  return (
    <section className="song card" aria-label={`Song: ${song.title}`}>
      <div className="song__lines">
        {song.lines.map((line, lineIndex) => (
          <p key={lineIndex} className={`song__line${now?.line === lineIndex ? ' song__line--now' : ''}`}>
            {wordsOf(line.lyric).map((word, wordIndex) => {
              const lit = now?.line === lineIndex && word.some((syllable) => syllable.index === now.syllable);
              return (
                <span key={wordIndex} className={lit ? 'word word--now' : 'word'}>
                  {word.map((syllable) => {
                    const isNow = lit && syllable.index === now.syllable;
                    const sung = now !== null && now.line === lineIndex && syllable.index < now.syllable;
                    return (
                      <span
                        key={syllable.index}
                        className={isNow ? 'syllable syllable--now' : sung ? 'syllable syllable--sung' : 'syllable'}
                      >
                        {syllable.text}
                      </span>
                    );
                  })}{' '}
                </span>
              );
            })}
          </p>
        ))}
      </div>
      {playing && (
        <p className="song__prompt" role="status">
          {PROMPTS[phase]}
        </p>
      )}
      {/* aria-disabled rather than disabled while singing: the button keeps keyboard focus instead of dropping it. */}
      <button
        type="button"
        className="button button--big"
        onClick={() => void start(teach && !sungOnce)}
        aria-disabled={playing}
        data-primary={!sungOnce || undefined}
      >
        <Icon name="play" size={28} />{' '}
        {playing ? 'Singing…' : !sungOnce ? 'Play the song' : teach ? 'Sing it all together' : 'Sing it again'}
      </button>
      {offerLines && (
        <button type="button" className="button button--big" onClick={() => void start(true)} aria-disabled={playing}>
          <Icon name="lines" size={28} /> Learn it line by line
        </button>
      )}
    </section>
  );
};
