import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { apiGet } from '../../lib/api-client';
import { SESSION_KEYS, onSessionEnd, readSession, writeSession } from '../../lib/session';

const influencerSchema = v.object({ id: v.string(), name: v.optional(v.string()), video: v.optional(v.string()) });
/** The friend whose video cheers a child at the end of a day. */
export type Influencer = v.InferOutput<typeof influencerSchema>;
const answerSchema = v.object({ influencers: v.array(influencerSchema) });

/**
 * The influencer list is read once a session and kept (session storage), so every day of the session, a reload and
 * a day finished without the network have it; a sign-out forgets it. A failed read is not kept: the next day asks
 * again, and meanwhile the celebration goes on without a video.
 */
let asking: Promise<Influencer[]> | undefined;
onSessionEnd(() => {
  asking = undefined;
});

const kept = (): Influencer[] | undefined => {
  try {
    const parsed = v.safeParse(v.array(influencerSchema), JSON.parse(readSession(SESSION_KEYS.influencers) ?? 'null'));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
};

export const fetchInfluencers = (): Promise<Influencer[]> => {
  const list = kept();
  if (list) return Promise.resolve(list);
  asking ??= apiGet<unknown>('/v3/student/influencers').then(
    (answer) => {
      const { influencers } = v.parse(answerSchema, answer);
      writeSession(SESSION_KEYS.influencers, JSON.stringify(influencers));
      return influencers;
    },
    (error: unknown) => {
      asking = undefined;
      throw error;
    },
  );
  return asking;
};

/** The friend of a day: the influencers in turn, day by day, in the order the list comes in. */
export const influencerOfDay = (list: readonly Influencer[], day: number): Influencer | null =>
  list.length === 0 ? null : (list[(day - 1) % list.length] ?? null);

/**
 * The friend of a day being played: undefined while the list is on its way, null when the list could not be read or
 * has no one for the day.
 */
export const useInfluencer = (day: number | null): Influencer | null | undefined => {
  const [list, setList] = useState<Influencer[] | 'unread' | undefined>(kept);
  useEffect(() => {
    if (list || day === null) return;
    let live = true;
    fetchInfluencers().then(
      (read) => live && setList(read),
      // No friend's video this time: the celebration has its own "Hooray!" for that.
      () => live && setList('unread'),
    );
    return () => {
      live = false;
    };
  }, [list, day]);
  if (day === null || list === undefined) return undefined;
  return list === 'unread' ? null : influencerOfDay(list, day);
};
