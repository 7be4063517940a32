import { Type } from 'typebox';
import { VOICE_LANGUAGES, VOICE_LIMITS, VOICE_SOUND_TYPES, type VoiceSoundType } from '../../domain/voice/preferences';

/** The domain's lists as string enums (the reply's type stays `string`, as the domain types it). */
const soundType = Type.Unsafe<VoiceSoundType>({ type: 'string', enum: [...VOICE_SOUND_TYPES], description: 'Ambient sound of a focus session' });
const language = Type.Unsafe<string>({ type: 'string', enum: [...VOICE_LANGUAGES], description: 'BCP 47 tag for recognition and speech' });
const range = (limits: { min: number; max: number }, description: string) => Type.Number({ minimum: limits.min, maximum: limits.max, description });
/** A name as the voice says it: any text without control characters. */
const name = Type.String({ maxLength: VOICE_LIMITS.nameMax, pattern: '^[^\\u0000-\\u001f\\u007f]*$', description: 'How the voice addresses you' });

const fields = {
  name,
  language,
  volume: range(VOICE_LIMITS.volume, 'Speech volume, 0 to 1'),
  speed: range(VOICE_LIMITS.speed, 'Multiplies the rate'),
  pitch: range(VOICE_LIMITS.pitch, 'Speech pitch, 0 to 2'),
  rate: range(VOICE_LIMITS.rate, 'Speech rate, 0.1 to 10'),
};
const focusFields = {
  ambientSound: Type.Boolean(),
  soundType,
  checkInterval: Type.Integer({ minimum: VOICE_LIMITS.checkInterval.min, maximum: VOICE_LIMITS.checkInterval.max, description: 'Minutes between focus-session check-ins' }),
};

export const VoicePreferencesSchema = Type.Object({ ...fields, focusPreferences: Type.Object(focusFields) });
export const VoicePreferencesReply = Type.Object({ preferences: VoicePreferencesSchema });

export const VoicePreferencesPatch = Type.Object(
  {
    name: Type.Optional(fields.name),
    language: Type.Optional(fields.language),
    volume: Type.Optional(fields.volume),
    speed: Type.Optional(fields.speed),
    pitch: Type.Optional(fields.pitch),
    rate: Type.Optional(fields.rate),
    focusPreferences: Type.Optional(
      Type.Object(
        { ambientSound: Type.Optional(focusFields.ambientSound), soundType: Type.Optional(focusFields.soundType), checkInterval: Type.Optional(focusFields.checkInterval) },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
