import { warmPairs, type FromClient, type ToClient } from './warm-pairs.js';

/**
 * The warm pairs made from a client process of its own, as a browser and every real client of DynamoDB make their
 * calls: warm-calls.ts forks this with the pairs' setup, answers each `settle` once the local cloud's stream has been
 * read, and gets the pairs' medians back. Both halves of each pair go from this process to the local cloud's and back.
 */
const send = (message: FromClient) => process.send?.(message);

let settled: (() => void) | undefined;
const settle = () =>
  new Promise<void>((done) => {
    settled = done;
    send('settle');
  });

process.on('message', (message: ToClient) => {
  if (message === 'settled') {
    settled?.();
    return;
  }
  warmPairs(message.setup, settle).then(
    (pairs) => send({ pairs }),
    (error: unknown) => send({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});
