import { APPOINTMENT_MESSAGES as M } from '../../../src/contract/appointment.ts';
import { RESULT_CODE } from '../../../src/contract/result-codes.ts';
import { createErrorFactory, invalidError } from '../../lib/errors.ts';

const refusal = (message: string) =>
  createErrorFactory({ code: RESULT_CODE.ERROR, message, statusCode: 409 });
const notFound = (message: string) =>
  createErrorFactory({ code: RESULT_CODE.ERROR, message, statusCode: 404 });

export const createSessionNotFoundError = notFound(M.sessionNotFound);
export const createSlotInvalidError = invalidError(M.slotRequired);
export const createAlreadyBookedError = refusal(M.alreadyBooked);
export const createSessionFullError = refusal(M.full);
export const createSlotFullError = refusal(M.slotFull);
export const createSessionEndedError = refusal(M.ended);
export const createAppointmentNotFoundError = notFound(M.appointmentNotFound);
export const createCancelStartedError = refusal(M.cancelStarted);
export const createActivityNotFoundError = notFound(M.activityNotFound);
export const createActivityAlreadyError = refusal(M.activityAlready);
export const createActivityFullError = refusal(M.activityFull);
export const createActivityNotOpenError = refusal(M.activityNotOpen);
export const createActivityClosedError = refusal(M.activityClosed);
export const createSignupNotFoundError = notFound(M.signupNotFound);
export const createActivityCancelStartedError = refusal(M.activityCancelStarted);
