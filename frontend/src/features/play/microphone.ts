import processorUrl from './clap-processor.ts?worker&url';
import { audioContext } from './audio';

let loaded: Promise<void> | null = null;

/**
 * Listens for claps with the microphone, on the same clock as the beat: `onClap` gets each clap's time as heard
 * at the speakers (the audio clock less the output latency), like a tap. Resolves to a function that stops it;
 * rejects when there is no microphone, and the child taps instead.
 */
export const listenForClaps = async (onClap: (time: number) => void): Promise<() => void> => {
  const ctx = audioContext();
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: { echoCancellation: true, noiseSuppression: false, autoGainControl: false },
  });
  try {
    loaded ??= ctx.audioWorklet.addModule(processorUrl);
    await loaded;
  } catch (problem) {
    loaded = null;
    for (const track of stream.getTracks()) track.stop();
    throw problem;
  }
  const source = ctx.createMediaStreamSource(stream);
  const detector = new AudioWorkletNode(ctx, 'clap-detector');
  // Silent, but connected: a node the speakers do not pull from may not be run at all.
  const mute = ctx.createGain();
  mute.gain.value = 0;
  detector.port.onmessage = (event: MessageEvent<{ time: number }>) => onClap(event.data.time - (ctx.outputLatency || 0));
  source.connect(detector).connect(mute).connect(ctx.destination);
  return () => {
    detector.port.onmessage = null;
    source.disconnect();
    detector.disconnect();
    mute.disconnect();
    for (const track of stream.getTracks()) track.stop();
  };
};
