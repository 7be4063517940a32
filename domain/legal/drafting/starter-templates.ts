/** Templates every person starts with, so drafting works on first use (they are the person's own, to edit or delete). */
export interface StarterTemplate {
  name: string;
  description: string;
  documentType: string;
  content: string;
}

export const STARTER_TEMPLATES: readonly StarterTemplate[] = [
  {
    name: 'Petition for Reconsideration',
    description: "A petition to the Workers' Compensation Appeals Board for reconsideration of a WCJ's decision.",
    documentType: 'petition',
    content: [
      "WORKERS' COMPENSATION APPEALS BOARD",
      'STATE OF CALIFORNIA',
      '',
      '{{applicant}}, Applicant,',
      'v.',
      '{{defendant}}, Defendants.',
      '',
      'Case No. {{case_number}}',
      '',
      'PETITION FOR RECONSIDERATION',
      '',
      '{{petitioner}} petitions for reconsideration of the {{decision}} issued on {{decision_date}} by the workers\' compensation administrative law judge, under Labor Code section 5903.',
      '',
      'I. INTRODUCTION',
      '',
      'II. STATEMENT OF FACTS',
      '',
      'III. ARGUMENT',
      '',
      'IV. CONCLUSION',
      '',
      'For these reasons, petitioner asks the Board to grant reconsideration and rescind the decision.',
      '',
      'Dated: {{date}}',
      '{{attorney_name}}',
      'Attorney for {{petitioner}}',
    ].join('\n'),
  },
  {
    name: 'Client hearing letter',
    description: 'A letter telling a client when and where their hearing is and what to bring.',
    documentType: 'letter',
    content: [
      '{{date}}',
      '',
      '{{client_name}}',
      '{{client_address}}',
      '',
      'Re: Your hearing on {{hearing_date}}, case no. {{case_number}}',
      '',
      'Dear {{client_name}}:',
      '',
      'Your {{hearing_type}} is set for {{hearing_date}} at {{hearing_time}} at the {{hearing_location}}. Please arrive thirty minutes early and bring photo identification and any papers you received about your claim.',
      '',
      'If you cannot attend, call our office right away.',
      '',
      'Sincerely,',
      '{{attorney_name}}',
    ].join('\n'),
  },
  {
    name: 'Declaration of readiness cover letter',
    description: 'A cover letter serving a Declaration of Readiness to Proceed.',
    documentType: 'letter',
    content: [
      '{{date}}',
      '',
      '{{recipient}}',
      '',
      'Re: {{applicant}} v. {{defendant}}, case no. {{case_number}}',
      '',
      'Enclosed is a Declaration of Readiness to Proceed filed on behalf of {{party}}, requesting a {{hearing_type}}. The parties have not resolved {{issues}} despite good faith efforts.',
      '',
      'Sincerely,',
      '{{attorney_name}}',
    ].join('\n'),
  },
];
