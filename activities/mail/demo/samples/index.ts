import { continuanceGarcia, depositionRescheduled, mileageReminder, priorityConferencePatel, treatingDoctorDeposition } from './arrivals';
import { associationNewsletter, clientQuestion, courtReporterInvoice, lunchPlans } from './business-mail';
import {
  expeditedHearingRamirez,
  lienConferenceOkafor,
  mscDateWithoutTime,
  mscNoticeGarcia,
  statusConferenceThompson,
  trialNoticeNguyen,
} from './hearing-notices';
import { courtEService, depositionHoward, qmeAppointmentOrtiz, settlementProposal } from './legal-mail';
import { caseReviewNotesGarcia, docketMeetingNotes } from './meeting-notes';
import type { Sample } from './sample';

/** The inbox a new demo mailbox starts with. */
export const INITIAL_INBOX: Sample[] = [
  mscNoticeGarcia,
  trialNoticeNguyen,
  statusConferenceThompson,
  lienConferenceOkafor,
  expeditedHearingRamirez,
  mscDateWithoutTime,
  depositionHoward,
  qmeAppointmentOrtiz,
  courtEService,
  settlementProposal,
  caseReviewNotesGarcia,
  courtReporterInvoice,
  associationNewsletter,
  clientQuestion,
  lunchPlans,
];

/** What "receive a new message" delivers, in turn (then round again). */
export const ARRIVALS: Sample[] = [continuanceGarcia, priorityConferencePatel, depositionRescheduled, mileageReminder, docketMeetingNotes, treatingDoctorDeposition];

export { sampleContext, type Sample, type SampleMail } from './sample';
