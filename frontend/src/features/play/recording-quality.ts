/**
 * How a child's video message is recorded. Left to itself a browser picks its own bitrate (about 2.6 MB for 8 s in
 * Chromium, about 10 MB in Safari); these keep a face and a voice clear on a phone's screen at a fixed, small size:
 * about 450 kbit/s, some 450 KB for the longest message, whatever the browser. The cost model uses the same figures.
 */
export const RECORDING = {
  maxSeconds: 8,
  videoBitsPerSecond: 400_000,
  audioBitsPerSecond: 48_000,
} as const;

/** The largest message in bytes, container overhead aside. */
export const maxRecordingBytes = (): number => (RECORDING.maxSeconds * (RECORDING.videoBitsPerSecond + RECORDING.audioBitsPerSecond)) / 8;
