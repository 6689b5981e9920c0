/**
 * The "many wrong tries" mark on a child: their sign-in was tried with a wrong password or card many times lately,
 * as the server counts it. Shown only when the server says so (`wrong_tries`), never guessed here.
 */
export const WrongTriesMark = ({ tries }: { tries: number | undefined }) =>
  tries ? (
    <span className="wrong-tries">
      {tries} wrong sign-in {tries === 1 ? 'try' : 'tries'}
    </span>
  ) : null;
