import type { Character } from '@domain/characters';
import { CALM_DOWN_ROUTINE } from '@domain/content/guides/calm-down';
import { CharacterPicture } from '../characters/character-picture';
import type { DayGuideView } from './day-guide';

const listed = (items: string[]): string =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** A day's note for home, in a parent's words: no child's name, no score, no school jargon. */
export const HomeNote = ({ character, view, className }: { character: Character; view: DayGuideView; className: string }) => {
  const feeling = view.feelings[0];
  return (
    <article className="home-note" aria-labelledby="home-note-title">
      <header className="home-note__head">
        <CharacterPicture code={character.code} size={64} />
        <div>
          <h1 id="home-note-title">A note from school</h1>
          <p className="home-note__who">
            {className.trim() ? `Class ${className.trim()} · ` : ''}
            {character.virtue} with {character.name}, day {view.day}
          </p>
        </div>
      </header>
      <section aria-labelledby="home-note-today">
        <h2 id="home-note-today">What we talked about today</h2>
        <p>
          In WAW, our learning game, the children played &ldquo;{view.title}&rdquo; with {character.name}, who stands for{' '}
          {character.virtue.toLowerCase()}. We talked about {listed(view.cardTitles.map((title) => `“${title}”`))}.
        </p>
      </section>
      {feeling && (
        <section aria-labelledby="home-note-feeling">
          <h2 id="home-note-feeling">Today&rsquo;s feelings word: {feeling}</h2>
          <p>
            Ask: &ldquo;When did you feel {feeling}?&rdquo; Then share a time you felt {feeling} too. Every feeling is okay.
          </p>
        </section>
      )}
      <section aria-labelledby="home-note-try">
        <h2 id="home-note-try">Try it together at home</h2>
        <p>{view.atHome}</p>
      </section>
      <section aria-labelledby="home-note-calm">
        <h2 id="home-note-calm">When feelings get big: &ldquo;{CALM_DOWN_ROUTINE.name}&rdquo;</h2>
        <p>
          {CALM_DOWN_ROUTINE.steps.map(({ step, how }) => (
            <span key={step} className="home-note__step">
              <strong>{step}.</strong> {how}{' '}
            </span>
          ))}
        </p>
      </section>
    </article>
  );
};
