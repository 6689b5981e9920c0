import { Icon } from './icon';

/** The child's tokens, always in view on the shop and rewards screens. */
export const Balance = ({ tokens }: { tokens: number }) => (
  <p className="balance" role="status" aria-label={`You have ${tokens} tokens`}>
    <Icon name="coin" size={36} /> <strong>{tokens}</strong>
  </p>
);
