export * from './lead-fields';
export type { LeadQualification, StoredQualification, Temperature } from './lead-qualification';
export { EMPTY_QUALIFICATION, qualify, readLeadQualification, scoreLead } from './lead-qualification';
export type { ModelReading } from './merge-extraction';
export { mergeExtraction } from './merge-extraction';
export type { AssistantTurn, FlowContext, FlowState, Topic } from './next-turn';
export {
  acknowledgeChanges,
  chooseNextTopic,
  consentWording,
  documentReceiptTurn,
  initialFlowState,
  nextTurn,
  pendingQuestions,
  questionFor,
  readFlowState,
  resumeTurn,
} from './next-turn';
export type { BookingRequest, SlotSupply } from './booking-turn';
export { appointmentKindFor, slotTakenTurn } from './booking-turn';
export type { PageContext } from './page-intent';
export { intentFromPage } from './page-intent';
export { isViewingRequest } from './viewing-request';
export { alertTemperatureOf } from './alert-temperature';
