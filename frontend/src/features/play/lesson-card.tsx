import type { LessonCard } from '@domain/content/schema';
import { PictureArt } from './pictures';

/** One lesson card as a child sees it (and as an admin previews it): an uploaded image or a library picture. */
export const LessonCardView = ({ card, index, total }: { card: LessonCard; index: number; total: number }) => (
  <article className="lesson card" aria-label={`Card ${index + 1} of ${total}`}>
    {card.image ? (
      <img className="lesson__image" src={card.image} alt="" width={150} height={150} />
    ) : (
      <PictureArt name={card.picture} size={150} />
    )}
    <h2 className="lesson__title">{card.title}</h2>
    <p className="lesson__text">{card.text}</p>
    <p className="muted">
      {index + 1} / {total}
    </p>
  </article>
);
