/**
 * Short passages of the kind a California workers' compensation office keeps: report excerpts, deposition
 * summaries, letters, and Labor Code rules paraphrased in our own words. Written for the retrieval-quality
 * test; the names and facts of the cases are invented, and the rules are summaries, not legal advice.
 */
export interface CorpusPassage {
  id: string;
  title: string;
  text: string;
}

export const PASSAGES: readonly CorpusPassage[] = [
  {
    id: 'qme-lumbar-apportionment',
    title: 'QME report — Ortiz — apportionment of lumbar disability',
    text: 'APPORTIONMENT: The MRI of the lumbar spine dated 4/12/2023 shows multilevel degenerative disc disease at L3-4 and L4-5 that predates the industrial injury. Within reasonable medical probability, 40% of the permanent disability of the lumbar spine is caused by these pre-existing degenerative changes and 60% by the specific injury of March 3, 2023, as Labor Code section 4663 requires.',
  },
  {
    id: 'lc-4663',
    title: 'Labor Code 4663 — apportionment to causation (summary)',
    text: 'Section 4663 makes apportionment of permanent disability depend on causation. A physician who reports on permanent disability must also address what approximate percentage of it was caused directly by the industrial injury and what percentage by other factors, before or after the injury, including earlier industrial injuries. A report that omits this is not substantial evidence on the issue.',
  },
  {
    id: 'lc-4664',
    title: 'Labor Code 4664 — prior awards and the 100% cap (summary)',
    text: 'Under section 4664 the employer is liable only for the percentage of permanent disability directly caused by the injury arising out of and in the course of employment. When the applicant received a prior award of permanent disability, that earlier disability is conclusively presumed to still exist. Accumulated ratings for one region of the body cannot exceed 100% over the worker’s lifetime.',
  },
  {
    id: 'td-104-weeks',
    title: 'Temporary disability — the 104-week limit (LC 4656)',
    text: 'For injuries on or after January 1, 2008, aggregate temporary disability payments for a single injury are limited to 104 compensable weeks within five years from the date of injury. Certain conditions, such as severe burns, chronic lung disease, hepatitis and amputations, allow up to 240 weeks.',
  },
  {
    id: 'td-rate',
    title: 'Temporary total disability rate',
    text: 'Temporary total disability is paid at two-thirds of the average weekly earnings at the time of injury, subject to minimum and maximum rates that are adjusted every January by the increase in the state average weekly wage. The first payment is due within 14 days after the employer learns of the injury and the disability.',
  },
  {
    id: 'utilization-review',
    title: 'Utilization review timelines',
    text: 'A request for authorization from the treating physician goes through utilization review. A prospective decision must be made within five business days of receipt of the information reasonably necessary, and never later than 14 days from receipt of the request. When the employee faces an imminent and serious threat to health, the decision is expedited and due within 72 hours. Only a licensed physician may modify, delay or deny the requested treatment.',
  },
  {
    id: 'independent-medical-review',
    title: 'Independent medical review of a UR denial',
    text: 'If utilization review denies or modifies a treatment request, the injured worker may ask for independent medical review by filing the IMR application within 30 days after service of the UR decision. The Administrative Director’s contractor assigns a reviewer in the same specialty. The IMR determination is binding and can be appealed to the appeals board only on narrow grounds such as fraud, conflict of interest or a plainly erroneous finding of fact.',
  },
  {
    id: 'petition-for-reconsideration',
    title: 'Petition for reconsideration',
    text: 'A party aggrieved by a final order, decision or award of a workers’ compensation judge may file a petition for reconsideration with the appeals board within 20 days of service, extended by five days when service was by mail. The petition must state the grounds specifically and be verified. The board must act on it within 60 days of filing or it is deemed denied.',
  },
  {
    id: 'lien-filing-fee',
    title: 'Lien filing fee and time limits',
    text: 'A lien claimant seeking payment for medical treatment must pay the $150 filing fee when the lien is filed electronically, and a lien filed without the fee is invalid. Liens for medical treatment provided on or after July 1, 2013 must be filed within 18 months of the date the services were provided. The claimant must also file a declaration stating the basis of its claim.',
  },
  {
    id: 'lien-conference',
    title: 'Lien conferences and dismissal',
    text: 'At a lien conference the lien claimant, or its representative with authority to settle, must appear in person. A lien claimant who fails to appear without good cause may have the lien dismissed with prejudice after a notice of intention, and cannot collect from the defendant or from the injured worker afterwards.',
  },
  {
    id: 'cr-versus-stipulations',
    title: 'Compromise and Release versus Stipulations with Request for Award',
    text: 'A Compromise and Release pays a single lump sum and closes the whole claim, including future medical care, once the judge approves it as adequate. Stipulations with Request for Award fix the permanent disability rating, pay it in biweekly instalments and leave lifetime future medical treatment open under the award, subject to a petition to reopen for new and further disability within five years.',
  },
  {
    id: 'medicare-set-aside',
    title: 'Medicare set-aside in settlements',
    text: 'When the applicant is a Medicare beneficiary, or reasonably expects to become one within 30 months and the settlement exceeds the review threshold, the parties should consider Medicare’s interest in future medical costs. A Medicare Set-Aside allocation sets aside part of the settlement to pay future injury-related care before Medicare pays.',
  },
  {
    id: 'deposition-applicant-lifting',
    title: 'Deposition summary — applicant Rosa Delgado',
    text: 'Ms. Delgado testified that on the morning of August 14 she was unloading cases of bottled water, each about 40 pounds, from a pallet onto a dolly. While twisting to her left she felt a pop in her low back followed by sharp pain down her right leg. She finished the shift, told her lead the next morning, and first saw a doctor at urgent care two days later.',
  },
  {
    id: 'deposition-supervisor-notice',
    title: 'Deposition summary — supervisor Mark Chen',
    text: 'Mr. Chen testified he received no report of any injury from the applicant until September 2, the day after she was handed a layoff notice. He had no record of complaints about her back before then and did not recall her asking for lighter duties. He agreed that the lead on her shift never passed on any complaint.',
  },
  {
    id: 'post-termination-claims',
    title: 'Post-termination claims (LC 3600(a)(10))',
    text: 'When a claim is filed after notice of termination or layoff, compensation is barred unless the employer had notice of the injury before the notice of termination, medical records created before the notice show the injury, the date of injury is after the notice, or the claim is for cumulative injury whose date of injury falls after the notice.',
  },
  {
    id: 'client-letter-after-qme',
    title: 'Letter to client — after your QME evaluation',
    text: 'Dear Mr. Ortiz, thank you for attending the evaluation. The doctor has 30 days to send the report; we will review it with you as soon as it arrives. Please do not discuss your case with the claims adjuster or the nurse case manager directly; refer any calls to our office. Keep going to your treating doctor and keep a record of your mileage to appointments.',
  },
  {
    id: 'ame-and-panel-qme',
    title: 'AME or panel QME in represented cases',
    text: 'In a represented case the attorneys may agree on an Agreed Medical Evaluator to resolve medical disputes. If they cannot agree, either party may request a three-doctor panel of Qualified Medical Evaluators from the DWC Medical Unit in the specialty chosen. Agreed medical evaluators are often followed by judges because both sides chose them.',
  },
  {
    id: 'panel-strike',
    title: 'Striking names from a QME panel',
    text: 'Once the panel of three qualified medical evaluators issues, each side strikes one name within 10 days of the panel’s issuance; the applicant’s attorney usually strikes first. If a party fails to strike in time, the other party may select the evaluator from the remaining names. The remaining evaluator becomes the panel QME.',
  },
  {
    id: 'medical-provider-network',
    title: 'Medical provider networks',
    text: 'If the employer has a medical provider network, the injured employee is treated within it after the first visit. The employee may switch to another physician in the network, may ask for a second and third opinion inside the network, and then independent medical review. An employee who predesignated a personal physician before the injury may treat outside the network.',
  },
  {
    id: 'claim-form-and-90-days',
    title: 'Claim form and the 90-day presumption (LC 5401, 5402)',
    text: 'The employer must give the employee a DWC-1 claim form within one working day of learning of the injury. Once the completed form is filed, the employer must authorize up to $10,000 in treatment while deciding the claim. If liability is not rejected within 90 days after the form is filed, the injury is presumed compensable, a presumption rebuttable only by evidence the employer could not have obtained earlier.',
  },
  {
    id: 'statute-of-limitations',
    title: 'One-year limit to file an application (LC 5405)',
    text: 'Proceedings for benefits must be commenced within one year from the date of injury, from the last payment of disability indemnity, or from the last date medical treatment was furnished by the employer. The limit is tolled while the employer fails to give the notice of rights it owes the employee.',
  },
  {
    id: 'cumulative-trauma-date',
    title: 'Date of a cumulative trauma (LC 5412)',
    text: 'For an occupational disease or cumulative trauma, the date of injury is the date the employee first suffered disability from it and either knew, or in the exercise of reasonable diligence should have known, that the disability was caused by present or prior employment. Modified work or lost time usually marks the first disability.',
  },
  {
    id: 'psychiatric-injury',
    title: 'Psychiatric injury (LC 3208.3)',
    text: 'A psychiatric injury is compensable only if actual events of employment were the predominant cause, meaning more than 50% of all causes combined, and the employee had worked for the employer at least six months, unless the injury came from a sudden and extraordinary employment condition. A violent act lowers the causation standard to substantial cause, 35 to 40%.',
  },
  {
    id: 'unreasonable-delay-penalty',
    title: 'Penalty for unreasonable delay (LC 5814)',
    text: 'When payment of compensation has been unreasonably delayed or refused, the full amount of the delayed payment is increased by up to 25%, capped at $10,000 for each instance. The defendant may avoid the penalty by self-correcting: paying the amount late together with a 10% increase before the employee claims it.',
  },
  {
    id: 'late-payment-increase',
    title: 'Automatic increase for late indemnity (LC 4650(d))',
    text: 'If an indemnity payment is not made within 14 days after it becomes due, the late payment is increased by 10% and paid to the employee without any application, unless the employer continues wages during the period of disability. The increase is self-imposed and owed whether or not the delay was reasonable.',
  },
  {
    id: 'permanent-and-stationary',
    title: 'Permanent and stationary status',
    text: 'A condition is permanent and stationary once the employee has reached maximal medical improvement: the condition is well stabilized and unlikely to change substantially in the next year with or without medical treatment. Only then can the physician describe the permanent impairment used to rate permanent disability, and temporary disability ends.',
  },
  {
    id: 'pdrs-rating',
    title: 'How a permanent disability rating is built',
    text: 'The physician measures whole person impairment under the AMA Guides, fifth edition. Under the rating schedule that impairment is adjusted for diminished future earning capacity, then for the employee’s occupational group and for age at the date of injury, producing the final percentage. Apportionment and the combined values chart reduce multiple impairments to one rating.',
  },
  {
    id: 'almaraz-guzman',
    title: 'Rebutting the strict rating (Almaraz/Guzman)',
    text: 'A physician may depart from the strict application of the AMA Guides when the standard method does not accurately reflect the employee’s impairment, by using any chapter, table or method within the four corners of the Guides that more accurately describes it. The physician must explain why the standard rating is inaccurate and why the alternative is more accurate.',
  },
  {
    id: 'supplemental-job-displacement',
    title: 'Supplemental job displacement benefit voucher',
    text: 'For injuries from 2013 on that cause permanent partial disability, if the employer does not offer regular, modified or alternative work within 60 days of the final disability report, the employee receives a $6,000 voucher for education-related retraining or skill enhancement at an accredited school, and may use part of it for computer equipment and vocational counselling.',
  },
  {
    id: 'return-to-work-supplement',
    title: 'Return-to-work supplement program',
    text: 'Employees who received the displacement voucher may apply to the Return-to-Work Supplement Program for a one-time payment of $5,000. The application is made online to the Department of Industrial Relations, which decides eligibility; it does not depend on a finding at the appeals board.',
  },
  {
    id: 'ptp-work-restrictions',
    title: 'PR-2 progress report — work status',
    text: 'WORK STATUS: The patient may return to modified work with the following restrictions: no lifting, pushing or pulling over 10 pounds; no repetitive bending or stooping; no reaching above shoulder level with the right arm; sitting and standing as needed. If modified work is not available, the patient is temporarily totally disabled until re-evaluation in four weeks.',
  },
  {
    id: 'death-benefits',
    title: 'Death benefits',
    text: 'When an industrial injury causes death, total and partial dependents are paid a death benefit whose amount depends on their number and degree of dependency, together with a burial allowance of up to $10,000. A surviving spouse and minor children are usually conclusively presumed to be totally dependent.',
  },
  {
    id: 'declaration-of-readiness',
    title: 'Declaration of readiness and the MSC',
    text: 'A party who has completed discovery files a Declaration of Readiness to Proceed, and the case is set for a mandatory settlement conference. Discovery closes at the conclusion of the MSC: evidence not disclosed or obtained by then is inadmissible at trial unless it could not have been discovered earlier with due diligence.',
  },
  {
    id: 'serious-and-willful',
    title: 'Serious and willful misconduct of the employer (LC 4553)',
    text: 'When the employee is injured by the serious and willful misconduct of the employer or its managing representative, the amount of compensation is increased by one-half, together with costs. The increase is not insurable and is paid by the employer itself. The claim must be filed within twelve months of the injury.',
  },
  {
    id: 'sibtf',
    title: 'Subsequent Injuries Benefits Trust Fund',
    text: 'An employee with a pre-existing permanent partial disability who suffers a subsequent industrial injury may obtain additional benefits from the Subsequent Injuries Benefits Trust Fund when the combined permanent disability is 70% or more and the later injury alone rates at least 35%, or involves an opposite and corresponding member such as a hand, arm, foot, leg or eye.',
  },
  {
    id: 'vocational-expert',
    title: 'Vocational evidence of lost earning capacity',
    text: 'A vocational rehabilitation expert may testify that the injured employee is not amenable to retraining and cannot compete in the open labor market. When the loss of future earning capacity is total because of the industrial injury, the rating can be rebutted up to 100%, provided the inability is not caused by non-industrial factors.',
  },
  {
    id: 'home-health-care',
    title: 'Home health care services (LC 4600(h))',
    text: 'Home health care services are part of medical treatment when reasonably required and prescribed by a physician. Services provided by a family member are payable when prescribed, but the employer is not liable for care given more than 14 days before the employer receives the prescription, unless it was given in an emergency.',
  },
  {
    id: 'medical-legal-billing',
    title: 'Medical-legal billing and second review',
    text: 'A defendant must pay or object to a medical-legal bill within 60 days of receiving it. If payment is not in full, the provider has 90 days from the explanation of review to request a second review; after the second review, a remaining fee dispute goes to independent bill review, not to the judge, unless the objection was to liability itself.',
  },
  {
    id: 'client-letter-settlement-offer',
    title: 'Letter to client — the settlement offer',
    text: 'Dear Ms. Delgado, the insurance company has offered $45,000 to resolve your case by Compromise and Release. From that amount, our fee of 15% must be approved by the judge, and the remainder is paid to you after the order approving the settlement. By accepting, you would give up future medical treatment for your back through the insurer. Please call us before Friday so we can discuss it.',
  },
  {
    id: 'attorney-fees',
    title: 'Applicant attorney fees',
    text: 'Fees of the applicant’s attorney are set by the workers’ compensation judge, usually between 12 and 15% of the permanent disability awarded or the settlement, and are taken as a commutation from the far end of the award. The attorney may not charge the client any fee the judge has not approved.',
  },
  {
    id: 'mileage-reimbursement',
    title: 'Medical mileage reimbursement',
    text: 'The injured employee is reimbursed for reasonable travel to medical treatment and medical-legal evaluations at the current mileage rate, with parking and tolls, and for meals and lodging when the travel requires them. The defendant must pay or object within 60 days of receiving the itemized request.',
  },
];
