import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQrReader } from '../../frontend/src/features/cards/qr-reader';

const jsQR = vi.hoisted(() => vi.fn());
vi.mock('jsqr', () => ({ default: jsQR }));

const video = () => document.createElement('video');
const withDetector = (formats: string[], detect: () => Promise<Array<{ rawValue: string }>>) => {
  class FakeDetector {
    static getSupportedFormats = async () => formats;
    detect = detect;
  }
  vi.stubGlobal('BarcodeDetector', FakeDetector);
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  jsQR.mockReset();
});

describe('reading QR codes', () => {
  it("uses the browser's own BarcodeDetector where it reads QR codes, and never loads the library", async () => {
    withDetector(['ean_13', 'qr_code'], async () => [{ rawValue: 'WAW1:DEMO:x' }]);
    const read = await createQrReader();
    expect(await read(video())).toBe('WAW1:DEMO:x');
    expect(jsQR).not.toHaveBeenCalled();
  });

  it('falls back to jsQR where the browser has no detector, or one without QR codes', async () => {
    withDetector(['ean_13'], async () => []);
    jsQR.mockReturnValue({ data: 'WAW1:DEMO:y' });
    const pixels = new Uint8ClampedArray(4);
    const drawImage = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage,
      getImageData: (_x: number, _y: number, width: number, height: number) => ({ data: pixels, width, height }),
    } as unknown as CanvasRenderingContext2D);
    const element = video();
    Object.defineProperties(element, { videoWidth: { value: 1280 }, videoHeight: { value: 960 } });
    const read = await createQrReader();
    expect(await read(element)).toBe('WAW1:DEMO:y');
    // A big camera frame is scaled down to 640 wide before decoding, and printed cards are never read inverted.
    expect(drawImage).toHaveBeenCalledWith(element, 0, 0, 640, 480);
    expect(jsQR).toHaveBeenCalledWith(pixels, 640, 480, { inversionAttempts: 'dontInvert' });
  });
});
