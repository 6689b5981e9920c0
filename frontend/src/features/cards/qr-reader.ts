/** Reads the QR code in a video frame, or null when there is none. */
export type QrReader = (video: HTMLVideoElement) => Promise<string | null>;

/** The Shape Detection API's BarcodeDetector, where the browser has one (Android, ChromeOS, macOS, iPadOS 17+). */
interface BarcodeDetectorLike {
  detect: (source: HTMLVideoElement) => Promise<Array<{ rawValue: string }>>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats: () => Promise<string[]>;
}

/** Frames are scaled down to this width before a library reads them: a card fills enough of it, and it stays quick. */
const MAX_FRAME_WIDTH = 640;

const nativeReader = async (): Promise<QrReader | null> => {
  const Detector = (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  } catch {
    return null;
  }
};

/** jsQR, loaded only here, only when the browser has no detector of its own. */
const libraryReader = async (): Promise<QrReader> => {
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || !video.videoWidth) return null;
    const scale = Math.min(1, MAX_FRAME_WIDTH / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    // Printed cards are dark on light: skipping the inverted pass halves the work per frame.
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
};

export const createQrReader = async (): Promise<QrReader> => (await nativeReader()) ?? libraryReader();
