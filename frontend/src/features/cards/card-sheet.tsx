import type { PrintedCard } from '@domain/cards';
import { CharacterPicture } from '../characters/character-picture';
import { QrCode } from './qr-code';

export interface SheetCard extends PrintedCard {
  /** the character whose picture the card shows: the child's programme */
  character: string;
  school: string;
}

/**
 * Sign-in cards laid out for printing: 84 × 49 mm each, two across and five down, which fits A4 and US Letter alike
 * inside 10 mm margins (styles.css, `@media print`). Each card: the child's first name, their character, the QR
 * code, and a line for the grown-up who finds it.
 */
export const CardSheet = ({ cards }: { cards: SheetCard[] }) => (
  <section className="card-sheet" aria-label="Sign-in cards to print">
    {cards.map((card) => (
      <article key={card.student_id} className="sign-in-card" aria-label={`Sign-in card for ${card.first_name}`}>
        <div className="sign-in-card__who">
          <CharacterPicture code={card.character} size={80} />
          <strong className="sign-in-card__name">{card.first_name}</strong>
          <span className="sign-in-card__class">Class {card.class_id}</span>
        </div>
        <QrCode text={card.code} label={`Sign-in code for ${card.first_name}`} size="40mm" />
        <p className="sign-in-card__note">
          WAW sign-in card, school {card.school}. Hold it up to the camera on the sign-in page. Lost? Stop it in WAW admin (Sign-in cards)
          and print a new one.
        </p>
      </article>
    ))}
  </section>
);
