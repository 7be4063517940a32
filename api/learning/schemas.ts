import { Type } from 'typebox';
import { LEARNING_AREAS, SUGGESTION_STATUSES, TONES, VERBOSITIES } from '../../domain/learning/types';

const Id = Type.String({ format: 'uuid' });
const DateTime = Type.String({ format: 'date-time' });
const Area = Type.Unsafe<(typeof LEARNING_AREAS)[number]>({ type: 'string', enum: [...LEARNING_AREAS] });
const Status = Type.Unsafe<(typeof SUGGESTION_STATUSES)[number]>({ type: 'string', enum: [...SUGGESTION_STATUSES] });
const AutonomyLevel = Type.Unsafe<'supervised' | 'semi-autonomous' | 'autonomous'>({ type: 'string', enum: ['supervised', 'semi-autonomous', 'autonomous'] });
const Context = Type.Record(Type.String(), Type.Unknown());
const Trigger = Type.Object({ type: Type.String(), conditions: Type.Array(Type.Object({ field: Type.String(), operator: Type.String(), value: Type.String() })) });

export const SuggestionSchema = Type.Object({
  id: Id,
  patternId: Type.Union([Id, Type.Null()]),
  description: Type.String(),
  confidence: Type.Number(),
  potentialBenefits: Type.Array(Type.String()),
  estimatedTimesSaved: Type.Integer({ description: 'Minutes: 5 per occurrence' }),
  autonomyPoints: Type.Number(),
  autonomyLevel: AutonomyLevel,
  area: Area,
  status: Status,
  automationId: Type.Union([Id, Type.Null()]),
  createdAt: DateTime,
  pattern: Type.Union([
    Type.Object({
      name: Type.String(),
      frequency: Type.Integer(),
      confidence: Type.Number(),
      category: Type.String(),
      triggers: Type.Array(Type.Unknown()),
      requiredCapabilities: Type.Array(Type.String()),
      complexity: Type.Number(),
    }),
    Type.Null(),
  ]),
});

export const PatternSchema = Type.Object({
  id: Id,
  name: Type.String(),
  description: Type.String(),
  kind: Type.Unsafe<'context' | 'time'>({ type: 'string', enum: ['context', 'time'] }),
  frequency: Type.Integer(),
  confidence: Type.Number(),
  category: Area,
  requiredCapabilities: Type.Array(Type.String()),
  triggers: Type.Array(Trigger),
  complexity: Type.Number(),
  actions: Type.Array(Type.Object({ type: Type.String(), occurredAt: DateTime, context: Context })),
  updatedAt: DateTime,
});

const CommunicationStyle = Type.Object({
  tone: Type.Unsafe<(typeof TONES)[number]>({ type: 'string', enum: [...TONES] }),
  verbosity: Type.Unsafe<(typeof VERBOSITIES)[number]>({ type: 'string', enum: [...VERBOSITIES] }),
  formality: Type.Number({ minimum: 0, maximum: 1 }),
});
const WorkStyle = Type.Object({
  peakProductivityHours: Type.Array(Type.Integer({ minimum: 0, maximum: 23 }), { maxItems: 24 }),
  preferredTaskDuration: Type.Integer({ minimum: 15, maximum: 480, description: 'Minutes' }),
  breakFrequency: Type.Integer({ minimum: 15, maximum: 480, description: 'Minutes of work between breaks' }),
});

export const PersonalitySchema = Type.Object({
  name: Type.String(),
  traits: Type.Array(Type.String()),
  communicationStyle: CommunicationStyle,
  workStyle: WorkStyle,
  inferred: Type.Record(Type.String(), Type.Object({ samples: Type.Integer() })),
  editedFields: Type.Array(Type.String()),
});

export const PersonalityPatchBody = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 100 })),
    traits: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 20 })),
    communicationStyle: Type.Optional(Type.Partial(CommunicationStyle, { additionalProperties: false })),
    workStyle: Type.Optional(Type.Partial(WorkStyle, { additionalProperties: false })),
  },
  { additionalProperties: false },
);

export const SuggestionParams = Type.Object({ id: Id });
export const SuggestionListQuery = Type.Object({ area: Type.Optional(Area), status: Type.Optional(Status) });
export const BehaviourListQuery = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 100 })) });
export const EmptyBody = Type.Object({}, { additionalProperties: false });
export const BehaviourSchema = Type.Object({ id: Type.String(), type: Type.String(), occurredAt: DateTime, context: Context });
