/**
 * Questions about the passages, written in other words than the passages use (paraphrases; the passages'
 * key nouns avoided where the question allows it), each labelled with the passage(s) that answer it.
 */
export interface CorpusQuestion {
  question: string;
  /** Ids of the passages that answer it; finding any one of them counts. */
  answers: readonly string[];
}

export const QUESTIONS: readonly CorpusQuestion[] = [
  { question: 'How much of the back impairment did the evaluating doctor blame on age-related wear of the spine instead of the work accident?', answers: ['qme-lumbar-apportionment'] },
  { question: 'What does the physician have to say about which share of lasting impairment came from the job and which from other things?', answers: ['lc-4663', 'qme-lumbar-apportionment'] },
  { question: 'The worker was already compensated years ago for the same body part. Does the company pay for that part again?', answers: ['lc-4664'] },
  { question: 'What is the longest period someone can receive wage-replacement checks while off recovering?', answers: ['td-104-weeks'] },
  { question: 'How is the weekly check calculated while the hurt employee cannot do any job at all?', answers: ['td-rate'] },
  { question: "How many days does the carrier's reviewer have to approve or turn down a doctor's request for care?", answers: ['utilization-review'] },
  { question: 'The surgery request was refused; how long does my client have to ask an outside specialist to look at it again?', answers: ['independent-medical-review'] },
  { question: "By when must we ask the board to take another look at the judge's final ruling?", answers: ['petition-for-reconsideration'] },
  { question: 'What does a clinic pay to put its unpaid bill on the case, and how long after the visit may it do so?', answers: ['lien-filing-fee'] },
  { question: 'What happens when the provider chasing payment does not show up at the hearing about its bill?', answers: ['lien-conference'] },
  { question: 'Which kind of deal ends the right to doctor visits later, and which one keeps it?', answers: ['cr-versus-stipulations', 'client-letter-settlement-offer'] },
  { question: 'Our client is on the federal health program for seniors. What must a lump-sum deal make room for?', answers: ['medicare-set-aside'] },
  { question: 'What was the woman doing when she felt something give way in her spine?', answers: ['deposition-applicant-lifting'] },
  { question: 'When did her boss first hear she was hurt, and was that before or after she lost her job?', answers: ['deposition-supervisor-notice'] },
  { question: 'Can a person who was let go still bring a claim for getting hurt on the job?', answers: ['post-termination-claims'] },
  { question: 'Should the client talk to the insurance company representative on his own after the exam?', answers: ['client-letter-after-qme'] },
  { question: 'How are the examining doctors chosen when the injured person has a lawyer and the sides disagree?', answers: ['ame-and-panel-qme'] },
  { question: 'How long does each side have to cross a name off the list of three examiners?', answers: ['panel-strike'] },
  { question: "May the employee pick a different doctor inside the company's group of physicians?", answers: ['medical-provider-network'] },
  { question: 'How soon must the business hand over the paperwork for reporting the accident, and what if it never says no within three months?', answers: ['claim-form-and-90-days'] },
  { question: 'What is the deadline to open a case with the board after getting hurt?', answers: ['statute-of-limitations'] },
  { question: 'For harm that built up gradually over years of work, which day counts as the day it happened?', answers: ['cumulative-trauma-date'] },
  { question: 'What has to be shown for a stress or mental health claim to be paid?', answers: ['psychiatric-injury'] },
  { question: 'How much extra does the insurer owe when it holds up money without a good reason?', answers: ['unreasonable-delay-penalty', 'late-payment-increase'] },
  { question: 'What add-on is owed automatically when a disability check arrives after it was due?', answers: ['late-payment-increase'] },
  { question: 'When is the medical condition considered to have plateaued so the lasting impairment can be measured?', answers: ['permanent-and-stationary'] },
  { question: "How is the doctor's impairment number turned into the final percentage, taking into account the kind of work and how old the person is?", answers: ['pdrs-rating'] },
  { question: 'Can the evaluator depart from the standard book method to describe the harm more faithfully?', answers: ['almaraz-guzman', 'vocational-expert'] },
  { question: 'What money for schooling is available if the old employer has no lighter position to offer?', answers: ['supplemental-job-displacement', 'return-to-work-supplement'] },
  { question: 'What limits did the treating doctor set on what the patient may do at work?', answers: ['ptp-work-restrictions'] },
  { question: 'Who pays for the funeral when a worker dies because of a job injury?', answers: ['death-benefits'] },
  { question: 'What paper gets the case set for a settlement conference, and when does gathering of evidence stop?', answers: ['declaration-of-readiness'] },
  { question: "How are benefits increased when the company's reckless conduct caused the accident?", answers: ['serious-and-willful'] },
  { question: 'Is there a state fund that pays when an earlier handicap combines with a new job injury?', answers: ['sibtf'] },
  { question: 'How can a specialist show the worker can no longer compete for any job at all?', answers: ['vocational-expert'] },
  { question: 'Is care at the house given by relatives paid for?', answers: ['home-health-care'] },
  { question: "How long does the payer have to pay or dispute the evaluator's invoice?", answers: ['medical-legal-billing'] },
  { question: 'What share of the recovery goes to the lawyer?', answers: ['attorney-fees', 'client-letter-settlement-offer'] },
];

/**
 * Queries typed as the words of the passage (names, form numbers, quoted phrases): the full-text side of
 * hybrid search must bring the passage holding them to the top.
 */
export const KEYWORD_QUERIES: ReadonlyArray<{ query: string; answer: string }> = [
  { query: 'urgent care', answer: 'deposition-applicant-lifting' },
  { query: 'Mr. Chen', answer: 'deposition-supervisor-notice' },
  { query: 'DWC-1', answer: 'claim-form-and-90-days' },
  { query: '"declaration of readiness"', answer: 'declaration-of-readiness' },
  { query: 'hepatitis', answer: 'td-104-weeks' },
  { query: '$6,000 voucher', answer: 'supplemental-job-displacement' },
  { query: 'bottled water', answer: 'deposition-applicant-lifting' },
];
