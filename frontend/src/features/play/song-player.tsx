import { useEffect, useRef, useState } from 'react';
import type { Song } from '@domain/content/schema';
import { Icon } from '../../components/icon';
import { useSettingsStore } from '../settings/settings-store';
import { playSong, type Playback, type WordTiming } from './audio';

/** A sing-along: the melody plays and each word lights up as it is sung. */
export const SongPlayer = ({ song, onFinished }: { song: Song; onFinished: () => void }) => {
  const [now, setNow] = useState<WordTiming | null>(null);
  const [playing, setPlaying] = useState(false);
  const [sungOnce, setSungOnce] = useState(false);
  const playback = useRef<Playback | null>(null);
  useEffect(() => () => playback.current?.stop(), []);

  const start = async () => {
    setPlaying(true);
    playback.current = await playSong(song, setNow, useSettingsStore.getState().settings.musicVolume * 0.4);
    await playback.current.done;
    setPlaying(false);
    setSungOnce(true);
    onFinished();
  };

  return (
    <section className="song card" aria-label={`Song: ${song.title}`}>
      <div className="song__lines" aria-live="off">
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
      <button type="button" className="button button--big" onClick={() => void start()} disabled={playing}>
        <Icon name="play" size={28} /> {playing ? 'Singing…' : sungOnce ? 'Sing it again' : 'Play the song'}
      </button>
    </section>
  );
};
