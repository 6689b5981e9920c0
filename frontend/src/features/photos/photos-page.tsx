import { useCallback, useEffect, useState } from 'react';
import { Dialog } from '../../components/dialog';
import { Icon } from '../../components/icon';
import { Spinner } from '../../components/spinner';
import { apiDelete, apiGet } from '../../lib/api-client';
import { CharacterPicture } from '../characters/character-picture';
import { displayName } from '../characters/characters';

interface Recording {
  key: string;
  createdAt: string | null;
  url: string;
  /** the programme and day the message celebrated (recordings from before labels have none) */
  label?: { character: string; day: number } | null;
}

/** "Respa, day 2": what a child recognises a video by, with the character's picture beside it. */
const titleOf = (recording: Recording) =>
  recording.label ? `${displayName(recording.label.character)}, day ${recording.label.day}` : when(recording.createdAt);

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString(undefined, { weekday: 'long', day: 'numeric', month: 'long' }) : 'Some day';

/** The child's own messages from celebrate, newest first; playable, and deletable for good. */
const PhotosPage = () => {
  const [recordings, setRecordings] = useState<Recording[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Recording | null>(null);
  const load = useCallback(() => {
    apiGet<{ recordings: Recording[] }>('/v3/waw/recordings').then(
      ({ recordings: list }) => setRecordings(list),
      (problem: unknown) => setError(problem instanceof Error ? problem.message : 'Could not load your videos'),
    );
  }, []);
  useEffect(load, [load]);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await apiDelete('/v3/waw/recordings', { key: deleting.key });
      setRecordings((list) => list?.filter((recording) => recording.key !== deleting.key) ?? null);
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : 'Could not delete the video');
    }
    setDeleting(null);
  };

  return (
    <main className="page">
      <h1 className="page__title">My videos</h1>
      {error && (
        <p role="alert" className="message message--error">
          {error}
        </p>
      )}
      {!recordings && !error && <Spinner label="Loading your videos" />}
      {recordings?.length === 0 && <p className="message">No videos yet. You record one when you celebrate a day!</p>}
      <ul className="videos">
        {recordings?.map((recording) => (
          <li key={recording.key} className="card video-card">
            <video
              className="influencer"
              src={recording.url}
              controls
              playsInline
              preload="metadata"
              aria-label={`Your video: ${titleOf(recording)}`}
            />
            <div className="row video-card__foot">
              <span className="video-card__label">
                {recording.label && <CharacterPicture code={recording.label.character} size={48} />}
                <span>
                  <span className="video-card__title">{titleOf(recording)}</span>
                  {recording.label && <span className="video-card__date">{when(recording.createdAt)}</span>}
                </span>
              </span>
              <button
                type="button"
                className="button"
                onClick={() => setDeleting(recording)}
                aria-label={`Delete the video: ${titleOf(recording)}`}
              >
                <Icon name="stop" /> Delete
              </button>
            </div>
          </li>
        ))}
      </ul>
      {deleting && (
        <Dialog
          title="Delete this video?"
          speech={['Delete this video for good?', `It is ${titleOf(deleting)}.`]}
          onClose={() => setDeleting(null)}
        >
          <p className="dialog__text">Delete this video for good?</p>
          <div className="row">
            <button type="button" className="button" onClick={() => setDeleting(null)}>
              No, keep it
            </button>
            <button type="button" className="button button--primary" onClick={() => void confirmDelete()}>
              Yes, delete it
            </button>
          </div>
        </Dialog>
      )}
    </main>
  );
};
export default PhotosPage;
