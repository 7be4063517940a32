/** Word-level signals of what kind of message this is. Each reads text only; nothing here decides. */

export type Sentiment = 'positive' | 'negative' | 'neutral' | 'urgent';

const NEWSLETTER = /\bunsubscribe\b|\b(?:manage|update)\s+(?:your\s+)?subscription\b|\bforward\s+(?:this\s+)?to\s+a\s+(?:colleague|friend)\b|\bview\s+(?:this\s+(?:e-?mail|message)\s+)?in\s+(?:your\s+)?browser\b|\byou\s+are\s+receiving\s+this\b|\bmanage\s+(?:your\s+)?(?:e-?mail\s+)?preferences\b|\bnewsletter\b|\bstop\s+receiving\b|\bregister\s+(?:now|today|here|online)\b|\bpromo(?:tional)?\s+code\b|\bM?CLE\s+credit\b/i;
const BILLING = /\binvoice\b|\bamount\s+due\b|\bbalance\s+due\b|\bpast\s+due\b|\bpayment\s+(?:due|reminder|received)\b|\bbilling\s+statement\b|\bremittance\b|\bretainer\b|\bstatement\s+of\s+account\b/i;
// A bill: its subject says so, or a line of the body starts as an invoice or statement header does.
const INVOICE_SUBJECT = /\b(?:invoice|statement\s+of\s+account|billing\s+statement|INV\s*#?\s*\d)|\byour\b.{0,30}\bstatement\b/i;
const INVOICE_HEADER =
  /^[ \t]*(?:invoice(?=[ \t]*(?:$|[#:]|no\b|number\b|\d))|statement\s+of\s+account\b|billing\s+statement\b|(?:statement|invoice)\s+(?:total|date|period|#|no\b)|(?:amount|balance|total)\s+due\b)/im;
// Reports of something that already happened: a hearing report, a memo to file, results of this morning's conference.
const RECAP = new RegExp(
  [
    // As a title: "Hearing Report - MSC 12/14", "Nguyen - lien conference results" (not "I'll send the depo summary").
    // Not "a pre-hearing report" (a hyphenated word is no title separator), which is asked for ahead of the hearing.
    String.raw`(?:^|(?<!\w)[-|]\s*|:\s*)(?:\w+\s+)?(?:hearing|hrg|appearance|deposition|depo|mediation|conference|conf|MSC|call|meeting)\s+(?:report|summary|results?|recap|notes)\b`,
    // "Quick recap of the status conference this afternoon".
    String.raw`\brecap\s+(?:of|from)\s+(?:the|this|today's|yesterday's|our)\b`,
    String.raw`\bmemo\s+to\s+(?:the\s+)?file\b`,
    // "Nothing was set today", "Alvarez depo - how it went".
    String.raw`\bnothing\s+(?:new\s+)?was\s+set\b|\bhow\s+(?:it|the\s+\w+)\s+went\b`,
    // "Nothing new to calendar", "nothing for the calendar": the writer says the message sets nothing.
    String.raw`\bnothing\s+(?:new\s+)?(?:to|for\s+(?:the|our|your))\s+calendar\b`,
    String.raw`\b(?:results?|outcome)\s+(?:of|from)\s+(?:the\s+|this\s+(?:morning|afternoon)'s\s+|today's\s+|yesterday's\s+)`,
    // "Reminder: today's hearing at 1:30" looks ahead; "at today's hearing" and a subject "Today's mediation" look back.
    String.raw`(?:^|[-:|]\s*|\b(?:at|in|from|during|after|on|of)\s+)today's\s+(?:\w+\s+)?(?:hearing|conference|MSC|trial|mediation|deposition|depo|call|meeting|session|appearance|walk-?through)\b`,
    String.raw`\b(?:this\s+(?:morning|afternoon)|yesterday)'s\s+(?:\w+\s+)?(?:hearing|conference|MSC|trial|mediation|deposition|depo|call|meeting|session|appearance|walk-?through)\b`,
    String.raw`\b(?:did\s+not|didn't|failed\s+to)\s+settle\b`,
    String.raw`\b(?:hearing|conference|MSC|trial|mediation|deposition|depo|call|meeting)\s+(?:went\s+(?:well|forward|badly|fine|long)|was\s+(?:held|heard|taken|completed))\b`,
    String.raw`\b(?:taken|held|heard|completed|concluded|attended)\s+(?:today|this\s+(?:morning|afternoon)|yesterday)\b`,
    String.raw`\bwe\s+attended\s+the\b|\bwent\s+forward\s+(?:today|this\s+(?:morning|afternoon)|yesterday)\b|\bstands?\s+submitted\b`,
    String.raw`\bthank\s+you\s+for\s+(?:the|your)\s+(?:call|time|meeting)\s+(?:today|this\s+(?:morning|afternoon)|yesterday)\b`,
    String.raw`\bconfirming\s+our\s+(?:call|conversation|discussion|meeting)\s+(?:today|this\s+(?:morning|afternoon)|yesterday)\b|\bto\s+confirm\s+what\s+we\s+(?:agreed|discussed)\b`,
  ].join('|'),
  'im',
);
const SOCIAL = /\b(?:lunch|dinner|coffee|drinks|happy\s+hour|birthday|holiday\s+party|potluck)\b/i;
const CLIENT_VOICE = /\bmy\s+(?:case|claim|injury|doctor|check|benefits|employer|attorney|lawyer|deposition|appointment|surgery|settlement|payments?)\b/i;
const SCHEDULING = /\b(?:availability|are\s+you\s+available|reschedul\w*|calendar\s+invite|find\s+a\s+time|schedule\s+a\s+(?:call|meeting))\b/i;

const COURT_SENDER = /@(?:[\w-]+\.)*(?:dir\.ca\.gov|courts?\.ca\.gov|[\w-]*court[\w-]*\.(?:gov|org|us)|[\w-]*(?:fileandserve|efile|eservice|e-service|onelegal)[\w-]*\.\w+)\b/i;
const COURT_DOCUMENT = new RegExp(
  [
    String.raw`you\s+have\s+been\s+served`,
    String.raw`notice\s+of\s+electronic\s+(?:filing|service)`,
    String.raw`electronic(?:ally)?\s+(?:service|served)`,
    String.raw`\be-?service\b`,
    String.raw`\bEAMS\b`,
    String.raw`proof\s+of\s+service`,
    String.raw`notice\s+of\s+(?:hearing|trial|status\s+conference|lien\s+conference|expedited\s+hearing|(?:taking\s+)?(?:the\s+)?deposition)`,
    String.raw`order\s+(?:continuing|approving|taking|setting|denying|granting)`,
    String.raw`minutes\s+of\s+hearing`,
    String.raw`petition\s+for\s+\w+`,
    String.raw`declaration\s+of\s+readiness`,
    String.raw`findings\s+(?:and|&)\s+(?:award|order)`,
    String.raw`\bsubpoena\b`,
    String.raw`it\s+is\s+(?:hereby\s+)?ordered`,
    String.raw`workers'?\s+compensation\s+appeals\s+board`,
    String.raw`division\s+of\s+workers'?\s+compensation`,
    String.raw`superior\s+court\s+of`,
  ].join('|'),
  'i',
);

const URGENT = /\b(?:urgent(?:ly)?|immediate(?:ly)?|asap|time[\s-]sensitive|emergency)\b/i;
const NEGATIVE = /\b(?:denied|deny|denial|dismiss(?:ed|al)?|sanctions?|penalt(?:y|ies)|overdue|past\s+due|fail(?:ed|ure)?|unfortunately|not\s+received|haven't\s+received|complain\w*|upset|frustrat\w*|angry|worried|concern(?:ed)?|problem|objection|terminated|rejected)\b/gi;
const POSITIVE = /\b(?:thank(?:s|\s+you)|appreciate[sd]?|great|glad|pleased|congratulations|good\s+news|approved|granted|settled|happy|excellent|wonderful|my\s+treat)\b/gi;

const AUTO_REPLY = /\b(?:automatic\s+reply|auto-?reply|autoreply)\b|^[ \t]*out\s+of\s+(?:the\s+)?office\b|\bI\s+am\s+(?:currently\s+)?out\s+of\s+(?:the\s+)?office\b/im;
const AUTOMATED = /\b(?:do\s+not\s+reply|don't\s+reply|automated\s+(?:message|notification|e-?mail)|no-?reply)\b/i;
const AUTOMATED_SENDER = /\b(?:no-?reply|do-?not-?reply|notifications?|mailer-daemon)@/i;
const REPLY_REQUEST = /\bplease\s+(?:confirm|advise|respond|reply|let\s+(?:me|us)\s+know|call|contact|get\s+back)|\brsvp\b|\b(?:respond|reply)\s+by\b|\blet\s+(?:me|us)\s+know\b|\bkindly\s+confirm\b|\bget\s+back\s+to\s+(?:me|us)\b|\bawait(?:ing)?\s+your\s+(?:response|reply)\b/i;

export const isNewsletter = (text: string): boolean => NEWSLETTER.test(text);
export const isBilling = (text: string): boolean => BILLING.test(text);
export const isInvoice = (subject: string, body: string): boolean => INVOICE_SUBJECT.test(subject) || INVOICE_HEADER.test(body);
/** A report of a hearing, call or deposition that already took place (later dates in it are mostly not announced). */
export const isRecap = (text: string): boolean => RECAP.test(text);
// What makes a lunch or a call work: a matter, a client, papers to sign, something to go over.
const WORK_PURPOSE =
  /\b(?:talk\s+about|discuss\w*|go\s+over|review\w*|sign\w*|case|claim|client|patients?|referr\w*|settlement|report|matter|insurance|papers?|documents?|hearing|deposition)\b/i;

/** A meal or coffee with nothing of work to discuss is a personal plan, not an event for the practice's calendar. */
export const isPersonalOuting = (fresh: string, kindWords: string): boolean => SOCIAL.test(kindWords) && !WORK_PURPOSE.test(fresh);
export const isSocial = (text: string): boolean => SOCIAL.test(text);
export const soundsLikeClient = (text: string): boolean => CLIENT_VOICE.test(text);
export const isAboutScheduling = (text: string): boolean => SCHEDULING.test(text);
export const isUrgent = (text: string): boolean => URGENT.test(text);
/** Out-of-office replies mention dates ("until Monday, December 7") that are nobody's event. */
export const isAutoReply = (text: string): boolean => AUTO_REPLY.test(text);

export function isCourtDocument(text: string, from: string): boolean {
  return COURT_SENDER.test(from) || COURT_DOCUMENT.test(text);
}

/** `fresh` is only what the sender wrote now: a question in a quoted message has been answered already. */
export function asksForReply(fresh: string, from: string): boolean {
  if (AUTOMATED.test(fresh) || AUTO_REPLY.test(fresh) || AUTOMATED_SENDER.test(from)) return false;
  const withoutLinks = fresh.replace(/\bhttps?:\/\/\S+/g, '');
  return /\?/.test(withoutLinks) || REPLY_REQUEST.test(withoutLinks);
}

function count(pattern: RegExp, text: string): number {
  return [...text.matchAll(pattern)].length;
}

// "Thanks," or "Best regards," closing a message says nothing about its tone.
const SIGN_OFF_LINE = /^[ \t]*(?:thanks|thank\s+you|many\s+thanks|regards|best(?:\s+regards)?|kind\s+regards|sincerely|cheers)[ \t]*[,.!]?[ \t]*$/gim;

/** Formal notices are neutral however sternly worded ("failure to appear may result in sanctions"). */
export function sentimentOf(text: string, formal: boolean): Sentiment {
  if (isUrgent(text)) return 'urgent';
  if (formal) return 'neutral';
  const body = text.replace(SIGN_OFF_LINE, '');
  const negative = count(NEGATIVE, body);
  const positive = count(POSITIVE, body);
  if (negative > positive) return 'negative';
  if (positive > negative) return 'positive';
  return 'neutral';
}
