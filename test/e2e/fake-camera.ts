import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * Turns a picture into what Chromium's fake camera plays (`--use-file-for-fake-video-capture`): a short 640×480
 * y4m clip of it on a grey desk, made with Debian's ffmpeg (which `npm test` installs where it installs Chromium).
 * Chromium loops the clip, so a few frames are enough.
 */
export const fakeCameraVideo = (picture: string, dir: string, name: string): string => {
  const video = join(dir, `${name}.y4m`);
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-loop',
    '1',
    '-i',
    picture,
    '-vf',
    'scale=560:400:force_original_aspect_ratio=decrease,pad=640:480:(ow-iw)/2:(oh-ih)/2:color=0xd6d3d1,format=yuv420p',
    '-frames:v',
    '5',
    video,
  ]);
  return video;
};
