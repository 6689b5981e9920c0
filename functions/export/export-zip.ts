import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
// fflate's Node build declares its own `createRequire`, which clashes with the one every bundled function's banner
// declares (the function then fails to load); its browser build is the same synchronous code without it.
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate/browser';

/** One of the child's videos: its name in the zip and how to read it, opened only when its turn comes. */
export interface ExportVideo {
  name: string;
  open: () => Promise<Readable>;
}

export const README = `What the WAW learning game holds about this child
=================================================

child.json
  Everything the game keeps about the child, as readable JSON:
  - profile: name, username, grade, school and class
  - modules: each module the child opened, with what they did in it (game_details: feelings, answers, scores)
  - settings: the child's sound, music, read-aloud and motion settings
  - sign_in: their username's sign-in record, when it was made (the password itself is never kept, and its
    scrambled form is left out)
  - cards: the sign-in cards printed for the child and when (the card's secret is left out)
  - sign_in_attempts: recent wrong passwords or cards, kept for the lockout that protects the account
  - last_sign_in: when the child last signed in
  - class_row: the child's line in their class's summary, as their teachers see it
  - recordings: the videos the child uploaded (the files are in videos/)

videos/
  The videos the child recorded, as they were uploaded. The game deletes each video 30 days after it was made.

This download is deleted a day after it was made; its link works for 15 minutes.
`;

/**
 * Keys a storage layer needs and a parent does not, the secrets that must never leave the table, and the e-mail of
 * the admin who printed a card (a school's staff are not the child's data).
 */
const HIDDEN = new Set(['pk', 'sk', 'school_key', 'class_key', 'password_hash', 'secret_hash', 'expires_at', 'issued_by']);

/** An item as a parent may read it: without table keys, index keys, secret hashes or staff e-mails. */
export const readable = (item: Record<string, unknown> | undefined): Record<string, unknown> | null =>
  item ? Object.fromEntries(Object.entries(item).filter(([name]) => !HIDDEN.has(name))) : null;

/** A module with its game details parsed from the stored JSON string, so the file reads as one document. */
export const readableModule = (item: Record<string, unknown>): Record<string, unknown> => {
  const module = readable(item)!;
  if (typeof module.game_details !== 'string') return module;
  try {
    return { ...module, game_details: JSON.parse(module.game_details) as unknown };
  } catch {
    return module;
  }
};

/** A video's name inside the zip: its last key segment, nothing that could climb out of videos/. */
export const videoName = (key: string): string => (key.split('/').pop() ?? '').replace(/[^\w.-]/g, '_') || 'video';

/**
 * Writes the export zip to `out`: child.json (pretty), README.txt, and videos/ streamed one at a time (stored as they
 * are: a video is compressed already). Waits on `out` between chunks, so memory holds one chunk, not the whole zip.
 */
export const writeExportZip = async (out: Writable, child: unknown, videos: readonly ExportVideo[]): Promise<void> => {
  const pending: Uint8Array[] = [];
  let failure: Error | null = null;
  let ended = false;
  const zip = new Zip((error, chunk, final) => {
    if (error) failure = error;
    else pending.push(chunk);
    if (final) ended = true;
  });
  const flush = async () => {
    if (failure) throw failure;
    while (pending.length > 0) {
      if (!out.write(pending.shift())) await once(out, 'drain');
    }
  };
  const text = async (name: string, body: string) => {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(strToU8(body), true);
    await flush();
  };
  await text('child.json', `${JSON.stringify(child, null, 2)}\n`);
  await text('README.txt', README);
  for (const video of videos) {
    const file = new ZipPassThrough(`videos/${video.name}`);
    zip.add(file);
    for await (const chunk of await video.open()) {
      file.push(chunk as Uint8Array);
      await flush();
    }
    file.push(new Uint8Array(0), true);
    await flush();
  }
  zip.end();
  await flush();
  if (!ended) throw new Error('The export zip did not end');
  out.end();
  await once(out, 'finish');
};
