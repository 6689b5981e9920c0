import { apiPost } from './api-client';
import { ApiStatusError } from './errors';
import { onSessionEnd } from './session';

export interface UploadTicket {
  url: string;
  key: string;
  contentType: string;
}

/**
 * Uploads a recording to the student's own private store through a short-lived presigned URL, labelled with the
 * programme and day it celebrates (My videos shows them).
 */
export const uploadRecording = async (blob: Blob, label: { character: string; day: number }): Promise<string> => {
  const contentType = blob.type.startsWith('video/webm') ? 'video/webm' : 'video/mp4';
  const ticket = await apiPost<UploadTicket>('/v3/waw/recordings', {
    contentType,
    size: blob.size,
    character: label.character,
    day: label.day,
  });
  const response = await fetch(ticket.url, { method: 'PUT', body: blob, headers: { 'content-type': ticket.contentType } });
  if (!response.ok) throw new Error(`Upload failed with status ${response.status}`);
  return ticket.key;
};

/** Recordings made while the network was away, each sent when it returns; a sign-out drops them. */
const waiting = new Set<() => void>();
onSessionEnd(() => {
  for (const stop of waiting) stop();
  waiting.clear();
});

/**
 * Keeps a recording the child made offline and sends it when the network comes back, so the day goes on meanwhile.
 * It lives as long as the tab does (a reload before the network returns loses it), and never outlives the session:
 * on a shared device, the next child's credentials must never carry it into their store.
 */
export const uploadWhenOnline = (blob: Blob, label: { character: string; day: number }): void => {
  const send = () => {
    waiting.delete(stop);
    // Only the network failing again is worth waiting for; a refusal (a full video box) will not change by waiting.
    uploadRecording(blob, label).catch((error: unknown) => {
      if (!(error instanceof ApiStatusError)) uploadWhenOnline(blob, label);
    });
  };
  const stop = () => removeEventListener('online', send);
  waiting.add(stop);
  addEventListener('online', send, { once: true });
};
