import type { ModuleRecord } from '@domain/module';
import type { GameAction } from '@domain/transitions';

/**
 * A child's moves not yet on the server: the module's last confirmed copy and the actions played on top of it. Kept
 * in IndexedDB, which outlives a closed tab, a sleeping device and a restart (session storage dies with the tab), so
 * the next start on this device sends them. `owner` is the child's identity id: a shared device keeps each child's
 * apart, and sends a child's only in their own session.
 */
export interface PendingSave {
  owner: string;
  moduleId: string;
  base: ModuleRecord;
  actions: GameAction[];
}

export interface PendingSaveStore {
  list: (owner: string) => Promise<PendingSave[]>;
  put: (save: PendingSave) => Promise<void>;
  remove: (owner: string, moduleId: string) => Promise<void>;
  /** everything the child has waiting: a sign-out leaves nothing of the session on a shared device */
  clear: (owner: string) => Promise<void>;
}

const DATABASE = 'waw-pending-saves';
const STORE = 'saves';
const BY_OWNER = 'owner';

const done = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

/** Resolves when the transaction is committed (durable), not merely when its requests answered. */
const committed = (transaction: IDBTransaction): Promise<void> =>
  new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
  });

const open = (): Promise<IDBDatabase> => {
  const request = indexedDB.open(DATABASE, 1);
  request.onupgradeneeded = () => {
    const store = request.result.createObjectStore(STORE, { keyPath: ['owner', 'moduleId'] });
    store.createIndex(BY_OWNER, 'owner');
  };
  return done(request);
};

/** The real store: one small database, opened once per page. */
export const indexedDbPendingSaves = (): PendingSaveStore => {
  let database: Promise<IDBDatabase> | undefined;
  const db = () => {
    database ??= open().catch((error: unknown) => {
      database = undefined;
      throw error;
    });
    return database;
  };
  const write = async (change: (store: IDBObjectStore) => void) => {
    const transaction = (await db()).transaction(STORE, 'readwrite', { durability: 'strict' });
    change(transaction.objectStore(STORE));
    await committed(transaction);
  };
  return {
    list: async (owner) => done((await db()).transaction(STORE).objectStore(STORE).index(BY_OWNER).getAll(owner)),
    put: (save) => write((store) => store.put(save)),
    remove: (owner, moduleId) => write((store) => store.delete([owner, moduleId])),
    // [owner] sorts before every [owner, moduleId], and [owner, []] after them (arrays sort after strings).
    clear: (owner) => write((store) => store.delete(IDBKeyRange.bound([owner], [owner, []]))),
  };
};

/** Where IndexedDB is missing (jsdom, a locked-down browser): the page's memory, so play still works. */
export const memoryPendingSaves = (): PendingSaveStore => {
  const saves = new Map<string, PendingSave>();
  const key = (owner: string, moduleId: string) => JSON.stringify([owner, moduleId]);
  return {
    list: async (owner) => [...saves.values()].filter((save) => save.owner === owner).map((save) => structuredClone(save)),
    put: async (save) => void saves.set(key(save.owner, save.moduleId), structuredClone(save)),
    remove: async (owner, moduleId) => void saves.delete(key(owner, moduleId)),
    clear: async (owner) => {
      for (const [id, save] of saves) if (save.owner === owner) saves.delete(id);
    },
  };
};

export const pendingSaves: PendingSaveStore = typeof indexedDB === 'undefined' ? memoryPendingSaves() : indexedDbPendingSaves();
