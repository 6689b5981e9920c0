/** Letters of a word that no longer fits an answer button's narrowest width (a third of a 375 px phone) at full size. */
const LONG_WORD = 9;

/**
 * An answer's words under its picture. A label with a long word ("Disappointed") is drawn smaller, to the button's
 * width, so it stays whole inside its button rather than running out of it or breaking mid-word.
 */
export const AnswerLabel = ({ label }: { label: string }) => (
  <span className={label.split(/\s+/).some((word) => word.length >= LONG_WORD) ? 'answer__label answer__label--long' : 'answer__label'}>
    {label}
  </span>
);
