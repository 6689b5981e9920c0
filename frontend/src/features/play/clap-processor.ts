/**
 * The clap detector on the browser's audio thread (an AudioWorklet): it hears every sample the microphone gives,
 * none skipped between animation frames, and reports each clap with the audio clock's time of its onset.
 */
import { ClapDetector } from './clap-detector';

// The AudioWorkletGlobalScope's own names, which TypeScript's DOM library does not describe.
declare const sampleRate: number;
declare const currentTime: number;
declare class AudioWorkletProcessor {
  readonly port: MessagePort;
}
declare function registerProcessor(name: string, processor: new () => AudioWorkletProcessor): void;

class ClapProcessor extends AudioWorkletProcessor {
  private detector: ClapDetector | null = null;

  process(inputs: Float32Array[][]): boolean {
    const samples = inputs[0]?.[0];
    if (samples) {
      this.detector ??= new ClapDetector(sampleRate, currentTime);
      for (const time of this.detector.push(samples)) this.port.postMessage({ time });
    }
    return true;
  }
}

registerProcessor('clap-detector', ClapProcessor);
