/**
 * How a child's video message is recorded. Left to itself a browser picks its own size and bitrate (about 2.6 MB for
 * 8 s in Chromium, about 10 MB in Safari). A face talking to the camera needs neither 640×480 nor 30 frames a second:
 * at 480×360 and 15 frames, 160 kbit/s of video keeps it clear on a phone's screen, and 32 kbit/s of Opus a child's
 * voice. The longest message is then about 190 KB whatever the browser: quicker to send on a school's Wi-Fi, and
 * cheaper to keep and play back (issue 42). The cost model uses the same figures.
 */
export const RECORDING = {
  maxSeconds: 8,
  width: 480,
  height: 360,
  frameRate: 15,
  videoBitsPerSecond: 160_000,
  audioBitsPerSecond: 32_000,
} as const;

/** The camera as the recorder asks for it: the size and frame rate above where the camera can, its own where not. */
export const RECORDING_VIDEO: MediaTrackConstraints = {
  width: { ideal: RECORDING.width },
  height: { ideal: RECORDING.height },
  frameRate: { ideal: RECORDING.frameRate },
};

/** The largest message in bytes, container overhead aside. */
export const maxRecordingBytes = (): number => (RECORDING.maxSeconds * (RECORDING.videoBitsPerSecond + RECORDING.audioBitsPerSecond)) / 8;
