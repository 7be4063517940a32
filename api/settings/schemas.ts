import { Type } from 'typebox';

const Overlays = {
  showCompleted: Type.Boolean(),
  showTasks: Type.Boolean(),
  showAutomations: Type.Boolean(),
  showTimeBlocks: Type.Boolean(),
  fadeCompleted: Type.Boolean(),
};

export const PreferencesSchema = Type.Object({
  timeZone: Type.String({ description: 'IANA time zone used by the calendar, mail times and schedules' }),
  calendarOverlays: Type.Object(Overlays),
  professionalMode: Type.Boolean({ description: 'Professional mode: legal research, citation checks and drafting (off by default)' }),
});

export const PreferencesReply = Type.Object({ preferences: PreferencesSchema });

export const PreferencesPatchBody = Type.Object(
  {
    timeZone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    professionalMode: Type.Optional(Type.Boolean()),
    calendarOverlays: Type.Optional(
      Type.Object(
        {
          showCompleted: Type.Optional(Type.Boolean()),
          showTasks: Type.Optional(Type.Boolean()),
          showAutomations: Type.Optional(Type.Boolean()),
          showTimeBlocks: Type.Optional(Type.Boolean()),
          fadeCompleted: Type.Optional(Type.Boolean()),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
