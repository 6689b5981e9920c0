import { apiPost } from './api-client';

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
