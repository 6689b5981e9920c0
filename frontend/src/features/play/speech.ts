import { useSettingsStore } from '../settings/settings-store';

/** Reads words aloud with the browser's own voice, unless the child turned it off; silent where there is none. */
export const speak = (text: string): void => {
  if (typeof window === 'undefined' || !('speechSynthesis' in window)) return;
  const { readAloud, soundVolume } = useSettingsStore.getState().settings;
  if (!readAloud) return;
  window.speechSynthesis.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.rate = 0.9;
  utterance.pitch = 1.1;
  utterance.volume = soundVolume;
  window.speechSynthesis.speak(utterance);
};

export const stopSpeaking = (): void => {
  if (typeof window !== 'undefined' && 'speechSynthesis' in window) window.speechSynthesis.cancel();
};
