import { Fragment } from 'react';
import type { Character } from '@domain/characters';
import { CALM_DOWN_ROUTINE, CALM_DOWN_ROUTINE_ES } from '@domain/content/guides/calm-down';
import { FEELINGS_ES, VIRTUES_ES } from '@domain/content/guides/spanish';
import { CharacterPicture } from '../characters/character-picture';
import type { DayGuideView } from './day-guide';

/** The language a note is printed in; a school may also print both on one sheet. */
export type NoteLanguage = 'en' | 'es';

/** A few of the check-in's eight words, the ones a parent reads most easily. */
const CHECK_IN_EXAMPLES = ['happy', 'calm', 'nervous', 'sad'] as const;

const listed = (items: string[], and: string): string =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;

const quoted = (titles: string[]) => titles.map((title) => `“${title}”`);

/** The day's English card titles in a Spanish sentence: each marked English, joined with Spanish commas and "y". */
const EnglishTitlesInSpanish = ({ titles }: { titles: string[] }) => (
  <>
    {titles.map((title, index) => (
      <Fragment key={title}>
        {index > 0 && (index === titles.length - 1 ? ' y ' : ', ')}
        <span lang="en">&ldquo;{title}&rdquo;</span>
      </Fragment>
    ))}
  </>
);

interface NoteProps {
  character: Character;
  view: DayGuideView;
  className: string;
  /** the second note on a printed sheet: its own ids, so the two never share one */
  copy?: boolean;
  /** the Spanish half of a sheet printed in both languages: one family's sheet, so no line to cut along */
  paired?: boolean;
}

const noteClass = (copy?: boolean, paired?: boolean) =>
  ['home-note', copy && 'home-note--copy', paired && 'home-note--paired'].filter(Boolean).join(' ');

const Head = ({ character, title, who, id }: { character: Character; title: string; who: string; id: string }) => (
  <header className="home-note__head">
    <CharacterPicture code={character.code} size={64} />
    <div>
      <h1 id={id}>{title}</h1>
      <p className="home-note__who">{who}</p>
    </div>
  </header>
);

const EnglishNote = ({ character, view, className, copy, paired }: NoteProps) => {
  const feeling = view.feelings[0];
  const id = (name: string) => `home-note-${name}${copy ? '-copy' : ''}`;
  return (
    <article className={noteClass(copy, paired)} aria-labelledby={id('title')} lang="en">
      <Head
        character={character}
        id={id('title')}
        title="A note from school"
        who={`${className.trim() ? `Class ${className.trim()} · ` : ''}${character.virtue} with ${character.name}, day ${view.day}`}
      />
      <section aria-labelledby={id('today')}>
        {/* The day's topic in a parent's plain words; the game's own name for it follows, as the child will say it. */}
        <h2 id={id('today')}>Today: {view.homeTitle}</h2>
        <p>
          In WAW, our learning game, the children played &ldquo;{view.title}&rdquo; with {character.name}, who stands for{' '}
          {character.virtue.toLowerCase()}. We talked about {listed(quoted(view.cardTitles), 'and')}.
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
              Ask: &ldquo;How did you feel today?&rdquo; Each day the children pick a word like {listed([...CHECK_IN_EXAMPLES], 'and')}.
              Every feeling is okay.
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

/**
 * The same note for a Spanish-speaking family, in Spanish throughout. The child plays in English, so the game's own
 * words (the day's title, its cards, the feelings word, the routine's name) stay in English, marked as such for a
 * screen reader, with the Spanish a parent uses at home beside them.
 */
const SpanishNote = ({ character, view, className, copy, paired }: NoteProps) => {
  const feeling = view.feelings[0];
  const virtue = VIRTUES_ES[character.code];
  const id = (name: string) => `home-note-es-${name}${copy ? '-copy' : ''}`;
  return (
    <article className={noteClass(copy, paired)} aria-labelledby={id('title')} lang="es">
      <Head
        character={character}
        id={id('title')}
        title="Una nota de la escuela"
        who={`${className.trim() ? `Clase ${className.trim()} · ` : ''}${virtue.name} con ${character.name}, día ${view.day}`}
      />
      <section aria-labelledby={id('today')}>
        <h2 id={id('today')}>Hoy: {view.homeTitleEs}</h2>
        <p>
          En WAW, nuestro juego para aprender (en inglés), los niños jugaron <span lang="en">&ldquo;{view.title}&rdquo;</span> con{' '}
          {character.name}, que nos enseña {virtue.inSentence}. Hablamos de <EnglishTitlesInSpanish titles={view.cardTitles} />.
        </p>
      </section>
      <section aria-labelledby={id('feeling')}>
        {feeling ? (
          <>
            <h2 id={id('feeling')}>
              La palabra de hoy sobre los sentimientos: <span lang="en">{feeling}</span> ({FEELINGS_ES[feeling]})
            </h2>
            <p>
              Pregunte: &ldquo;¿Cuándo sentiste {FEELINGS_ES[feeling]}?&rdquo;. Luego cuente una vez que usted también sintió{' '}
              {FEELINGS_ES[feeling]}. Todos los sentimientos están bien.
            </p>
          </>
        ) : (
          <>
            <h2 id={id('feeling')}>Hablar de los sentimientos</h2>
            <p>
              Pregunte: &ldquo;¿Cómo te sentiste hoy?&rdquo;. Cada día los niños escogen una palabra en inglés, como{' '}
              {listed(
                CHECK_IN_EXAMPLES.map((word) => `${word} (${FEELINGS_ES[word]})`),
                'y',
              )}
              . Todos los sentimientos están bien.
            </p>
          </>
        )}
      </section>
      <section aria-labelledby={id('try')}>
        <h2 id={id('try')}>Para hacer juntos en casa</h2>
        <p>{view.atHomeEs}</p>
      </section>
      <section aria-labelledby={id('calm')}>
        <h2 id={id('calm')}>
          Cuando los sentimientos son muy grandes: &ldquo;{CALM_DOWN_ROUTINE_ES.name}&rdquo;{' '}
          <span lang="en">({CALM_DOWN_ROUTINE.name})</span>
        </h2>
        <p>
          {CALM_DOWN_ROUTINE_ES.steps.map(({ step, how }) => (
            <span key={step} className="home-note__step">
              <strong>{step}.</strong> {how}{' '}
            </span>
          ))}
        </p>
      </section>
    </article>
  );
};

/** A day's note for home, in a parent's words: no child's name, no score, no school jargon. */
export const HomeNote = ({ language, ...props }: NoteProps & { language: NoteLanguage }) =>
  language === 'es' ? <SpanishNote {...props} /> : <EnglishNote {...props} />;
