import { useEffect, useRef, useState } from 'react';
import type { Song } from '@domain/content/schema';
import { Icon } from '../../components/icon';
import { useSettingsStore } from '../settings/settings-store';
import { noteFrequency, playSong, type Playback, type WordTiming } from './audio';
import { say, stopSpeaking, type Line } from './speech';

/**
 * How a word is sung: the browser's voice says it as its note starts, pitched up or down with the tune and
 * stretched to its beats. Any song an admin writes is heard with its words, with nothing to render or download.
 */
export const sungWord = (word: string, timing: Pick<WordTiming, 'note' | 'duration'>): Line => ({
  text: word,
  pitch: Math.min(1.9, Math.max(0.5, 1 + 1.4 * Math.log2(noteFrequency(timing.note) / 330))),
  rate: Math.min(1.4, Math.max(0.7, 0.5 / timing.duration)),
});

/** A sing-along: the melody plays, and each word lights up as it is sung. */
export const SongPlayer = ({ song, onFinished }: { song: Song; onFinished: () => void }) => {
  const [now, setNow] = useState<WordTiming | null>(null);
  const [playing, setPlaying] = useState(false);
  const [sungOnce, setSungOnce] = useState(false);
  const playback = useRef<Playback | null>(null);
  useEffect(
    () => () => {
      playback.current?.stop();
      stopSpeaking();
    },
    [],
  );

  const onWord = (timing: WordTiming | null) => {
    setNow(timing);
    const word = timing && song.lines[timing.line]?.[timing.word];
    // Each word on its own beat: a word the voice has not finished gives way to the next one, so the song keeps time.
    if (timing && word) void say(sungWord(word.word, timing), { interrupt: true });
  };

  const start = async () => {
    if (playing) return;
    setPlaying(true);
    stopSpeaking();
    playback.current = await playSong(song, onWord, useSettingsStore.getState().settings.musicVolume * 0.4);
    if (!(await playback.current.done)) return;
    setPlaying(false);
    setSungOnce(true);
    onFinished();
  };

  return (
    <section className="song card" aria-label={`Song: ${song.title}`}>
      <div className="song__lines">
        {song.lines.map((line, lineIndex) => (
          <p key={lineIndex} className="song__line">
            {line.map((word, wordIndex) => {
              const isNow = now?.line === lineIndex && now.word === wordIndex;
              const sung = now ? lineIndex < now.line || (lineIndex === now.line && wordIndex < now.word) : false;
              return (
                <span key={wordIndex} className={isNow ? 'word word--now' : sung ? 'word word--sung' : 'word'}>
                  {word.word}{' '}
                </span>
              );
            })}
          </p>
        ))}
      </div>
      {/* aria-disabled rather than disabled while singing: the button keeps keyboard focus instead of dropping it. */}
      <button
        type="button"
        className="button button--big"
        onClick={() => void start()}
        aria-disabled={playing}
        data-primary={!sungOnce || undefined}
      >
        <Icon name="play" size={28} /> {playing ? 'Singing…' : sungOnce ? 'Sing it again' : 'Play the song'}
      </button>
    </section>
  );
};
