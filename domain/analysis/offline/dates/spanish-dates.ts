import type * as chrono from 'chrono-node';

/**
 * Dates and times as Spanish-speaking clients write them: "el jueves 4 de marzo", "15 de enero de 2027",
 * "a las 10:30", "a las 3 de la tarde". chrono's English parsers read none of these.
 */

const MESES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const DIA_SEMANA = String.raw`(?:lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo)`;
const MES = `(${MESES.join('|')}|setiembre)`;

/** "jueves 4 de marzo", "el 15 de enero de 2027", "4 de marzo del 2027". */
export const spanishDateParser: chrono.Parser = {
  pattern: () => new RegExp(String.raw`(?:\b${DIA_SEMANA},?\s+)?\b(\d{1,2})\s+de\s+${MES}(?:,?\s+(?:de|del)\s+(\d{4}))?\b`, 'i'),
  extract: (_context, match) => {
    const day = Number(match[1]);
    const name = (match[2] ?? '').toLowerCase();
    const month = name === 'setiembre' ? 9 : MESES.indexOf(name) + 1;
    if (day < 1 || day > 31 || month < 1) return null;
    return match[3] ? { day, month, year: Number(match[3]) } : { day, month };
  },
};

/** "a las 10", "a las 10:30 am", "a las 3 de la tarde" (a bare early hour is the afternoon, as in English). */
export const spanishTimeParser: chrono.Parser = {
  pattern: () => /\ba\s+las?\s+(\d{1,2})(?::([0-5]\d))?(?:\s*(a\.?\s?m\.?|p\.?\s?m\.?|de\s+la\s+(?:mañana|manana|tarde|noche)))?(?![\w:])/i,
  extract: (_context, match) => {
    let hour = Number(match[1]);
    const minute = Number(match[2] ?? 0);
    const meridiem = (match[3] ?? '').toLowerCase();
    if (hour < 1 || hour > 23) return null;
    const afternoon = /^p|tarde|noche/.test(meridiem);
    if (afternoon && hour < 12) hour += 12;
    if (/^a|ma[nñ]ana/.test(meridiem) && hour === 12) hour = 0;
    return meridiem ? { hour, minute, meridiem: afternoon ? 1 : 0 } : { hour, minute };
  },
};

const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado'];
const plain = (word: string) => word.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');

function daysFromReference(context: chrono.ParsingContext, days: number) {
  const reference: Date = context.reference.getDateWithAdjustedTimezone();
  const day = new Date(Date.UTC(reference.getFullYear(), reference.getMonth(), reference.getDate() + days));
  return { day: day.getUTCDate(), month: day.getUTCMonth() + 1, year: day.getUTCFullYear() };
}

/** "mañana" (tomorrow, not "de la mañana"), "pasado mañana", "hoy", "el lunes" (the next Monday). */
export const spanishRelativeDayParser: chrono.Parser = {
  pattern: () =>
    new RegExp(String.raw`(?<!\b(?:la|esta|una)\s)\b(?:(pasado\s+)?(ma[nñ]ana)|(hoy)|(?:el|este|pr[oó]ximo)\s+(${DIA_SEMANA}))(?![\wñáéíóú])`, 'i'),
  extract: (context, match) => {
    if (match[3]) return daysFromReference(context, 0);
    if (match[2]) return daysFromReference(context, match[1] ? 2 : 1);
    const weekday = WEEKDAYS.indexOf(plain(match[4] ?? ''));
    if (weekday < 0) return null;
    const today = context.reference.getDateWithAdjustedTimezone().getDay();
    return { ...daysFromReference(context, (weekday - today + 7) % 7 || 7), weekday };
  },
};

export const spanishDateParsers: chrono.Parser[] = [spanishDateParser, spanishTimeParser, spanishRelativeDayParser];
