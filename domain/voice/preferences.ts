/** Seed 001 §3/§9: the voice preferences and their defaults. */
export const VOICE_SOUND_TYPES = ['nature', 'rain', 'ocean', 'white-noise'] as const;
export type VoiceSoundType = (typeof VOICE_SOUND_TYPES)[number];

export interface VoiceFocusPreferences {
  ambientSound: boolean;
  soundType: VoiceSoundType;
  /** Minutes between the spoken check-ins of a focus session. */
  checkInterval: number;
}

export interface VoicePreferences {
  /** How the voice addresses the person ("Good morning, Dana"); empty for no name. */
  name: string;
  language: string;
  volume: number;
  speed: number;
  pitch: number;
  rate: number;
  focusPreferences: VoiceFocusPreferences;
}

export const DEFAULT_VOICE_PREFERENCES: VoicePreferences = {
  name: '',
  language: 'en-US',
  volume: 0.8,
  speed: 1,
  pitch: 1,
  rate: 1,
  focusPreferences: { ambientSound: false, soundType: 'nature', checkInterval: 30 },
};

/** The ranges the browser's speech synthesis accepts (volume 0–1, pitch 0–2, rate 0.1–10). */
export const VOICE_LIMITS = {
  nameMax: 60,
  volume: { min: 0, max: 1 },
  speed: { min: 0.5, max: 2 },
  pitch: { min: 0, max: 2 },
  rate: { min: 0.1, max: 10 },
  checkInterval: { min: 5, max: 240 },
} as const;

/** BCP 47 tags the settings offer (the recognition and the voice use the same one). */
export const VOICE_LANGUAGES = ['en-US', 'en-GB', 'en-AU', 'en-CA', 'en-IN', 'es-ES', 'es-MX', 'fr-FR', 'de-DE', 'it-IT', 'pt-BR'] as const;

/** The synthesis rate actually used: the rate times the speed, within what browsers accept. */
export function effectiveSpeechRate(preferences: Pick<VoicePreferences, 'rate' | 'speed'>): number {
  const value = preferences.rate * preferences.speed;
  return Math.min(VOICE_LIMITS.rate.max, Math.max(VOICE_LIMITS.rate.min, value));
}
