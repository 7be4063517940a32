import { effectiveSpeechRate, type VoicePreferences } from '../../../domain/voice/preferences';

/** The part of the Web Speech API's SpeechRecognition that voice control uses. */
export interface RecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: { resultIndex: number; results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal?: boolean }> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}

type RecognitionConstructor = new () => RecognitionLike;

/** SpeechRecognition, or Chrome's webkitSpeechRecognition; null when the browser has neither. */
export function recognitionConstructor(): RecognitionConstructor | null {
  const scope = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

/** Voice control needs both recognition and synthesis. */
export function speechSupported(): boolean {
  return recognitionConstructor() !== null && typeof window.speechSynthesis !== 'undefined' && typeof window.SpeechSynthesisUtterance !== 'undefined';
}

export type SpeechSettings = Pick<VoicePreferences, 'language' | 'volume' | 'pitch' | 'rate' | 'speed'>;

/** Says `text` with the person's voice preferences (language, volume, pitch, rate × speed). */
export function speak(text: string, settings: SpeechSettings): void {
  if (typeof window.speechSynthesis === 'undefined' || typeof window.SpeechSynthesisUtterance === 'undefined') return;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = settings.language;
  utterance.volume = settings.volume;
  utterance.pitch = settings.pitch;
  utterance.rate = effectiveSpeechRate(settings);
  window.speechSynthesis.speak(utterance);
}
