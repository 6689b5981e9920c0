import type { Character } from '@domain/characters';
import { CALM_DOWN_ROUTINE } from '@domain/content/guides/calm-down';
import { CharacterPicture } from '../characters/character-picture';
import type { DayGuideView } from './day-guide';

/** A few of the check-in's eight words, the ones a parent reads most easily. */
const CHECK_IN_EXAMPLES = ['happy', 'calm', 'nervous', 'sad'];

const listed = (items: string[]): string =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** A day's note for home, in a parent's words: no child's name, no score, no school jargon. */
export const HomeNote = ({
  character,
  view,
  className,
  copy = false,
}: {
  character: Character;
  view: DayGuideView;
  className: string;
  /** the second note on a printed sheet: its own ids, so the two never share one */
  copy?: boolean;
}) => {
  const feeling = view.feelings[0];
  const id = (name: string) => `home-note-${name}${copy ? '-copy' : ''}`;
  return (
    <article className={copy ? 'home-note home-note--copy' : 'home-note'} aria-labelledby={id('title')}>
      <header className="home-note__head">
        <CharacterPicture code={character.code} size={64} />
        <div>
          <h1 id={id('title')}>A note from school</h1>
          <p className="home-note__who">
            {className.trim() ? `Class ${className.trim()} · ` : ''}
            {character.virtue} with {character.name}, day {view.day}
          </p>
        </div>
      </header>
      <section aria-labelledby={id('today')}>
        <h2 id={id('today')}>What we talked about today</h2>
        <p>
          In WAW, our learning game, the children played &ldquo;{view.title}&rdquo; with {character.name}, who stands for{' '}
          {character.virtue.toLowerCase()}. We talked about {listed(view.cardTitles.map((title) => `“${title}”`))}.
        </p>
      </section>
      <section aria-labelledby={id('feeling')}>
        {feeling ? (
          <>
            <h2 id={id('feeling')}>Today&rsquo;s feelings word: {feeling}</h2>
            <p>
              Ask: &ldquo;When did you feel {feeling}?&rdquo; Then share a time you felt {feeling} too. Every feeling is okay.
            </p>
          </>
        ) : (
          <>
            {/* A day whose page names no feelings word still gets the daily check-in's words. */}
            <h2 id={id('feeling')}>Talk about feelings</h2>
            <p>
              Ask: &ldquo;How did you feel today?&rdquo; Each day the children pick a word like {listed(CHECK_IN_EXAMPLES)}. Every feeling
              is okay.
            </p>
          </>
        )}
      </section>
      <section aria-labelledby={id('try')}>
        <h2 id={id('try')}>Try it together at home</h2>
        <p>{view.atHome}</p>
      </section>
      <section aria-labelledby={id('calm')}>
        <h2 id={id('calm')}>When feelings get big: &ldquo;{CALM_DOWN_ROUTINE.name}&rdquo;</h2>
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
