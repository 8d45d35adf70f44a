/**
 * Admission and visit appointments, and school-activity sign-up (SPEC sections 2 "Admission, Visit" and 7
 * "Q&A, admission, visit": pageQueryUniversityAdmission, AdmissionTask, findUserAppointmentConfig,
 * pageQueryUniversityVisitTask, userAppointment/studentAdd; home query viewUniversityActivityAndFinishedTask).
 *
 * The model: a university holds sessions (kind 01 admission interview, 02 campus visit; online or on site;
 * start, end, capacity and the places booked). A session's config is its time slots, each with its own
 * capacity; the session's capacity is the sum of its slots'. A student books one slot of a session (one
 * booking per student and session) with a contact name and phone; places are counted in the same statement
 * that takes one, so concurrent bookings never exceed a slot's capacity. Activities have a capacity too, and
 * a student signs up once per activity while registration is open.
 */
import { z } from 'zod';

import { activitySchema } from './catalog.ts';
import { intFields, textFields } from './fields.ts';
import { LIMITS } from './limits.ts';
import { safeText } from './text.ts';
import { phoneSchema } from './validation.ts';
import { pageResultSchema } from './paging.ts';

export const APPOINTMENT_KIND = { ADMISSION: '01', VISIT: '02' } as const;
export const APPOINTMENT_KINDS = ['01', '02'] as const;
export type AppointmentKind = (typeof APPOINTMENT_KINDS)[number];
export const APPOINTMENT_KIND_NAMES: Record<AppointmentKind, string> = {
  '01': '招生面试',
  '02': '校园参观',
};

/** 可预约 / 已约满 / 已结束: a session whose start has passed takes no booking. */
export const SESSION_STATES = { open: '可预约', full: '已约满', ended: '已结束' } as const;
export type SessionState = keyof typeof SESSION_STATES;

/** Every answer of the booking and sign-up rules, shown to the student as they are. */
export const APPOINTMENT_MESSAGES = {
  alreadyBooked: '您已预约该场次',
  full: '该场次名额已满',
  slotFull: '该时段名额已满，请选择其他时段',
  ended: '该场次已结束',
  sessionNotFound: '该场次不存在',
  slotRequired: '请选择预约时段',
  contactName: '请输入联系人姓名',
  note: `备注不能超过${LIMITS.APPOINTMENT_NOTE_MAX}个字`,
  appointmentNotFound: '未找到该预约',
  cancelStarted: '该场次已开始，无法取消',
  activityNotFound: '活动不存在',
  activityAlready: '您已报名该活动',
  activityFull: '该活动名额已满',
  activityNotOpen: '该活动报名尚未开始',
  activityClosed: '该活动报名已结束',
  signupNotFound: '未找到该报名',
  activityCancelStarted: '活动已开始，无法取消报名',
  booked: '预约成功',
  cancelled: '已取消预约',
  signedUp: '报名成功',
  signupCancelled: '已取消报名',
} as const;

const pageIndex = z.coerce.number().int().min(1).default(1);
const pageSize = z.coerce.number().int().min(1).max(50).default(LIMITS.DEFAULT_PAGE_SIZE);
const day = safeText().regex(/^\d{4}-\d{2}-\d{2}$/);
const id = safeText().trim().min(1).max(64);

/** Filters of both lists; the dates are Beijing calendar days (inclusive). */
export const sessionPageQuerySchema = z.object({
  pageIndex,
  pageSize,
  countryCode: safeText()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  /** '1' online only, '0' on site only. */
  online: z.enum(['1', '0']).optional(),
  dateFrom: day.optional(),
  dateTo: day.optional(),
});
export type SessionPageQuery = Partial<z.infer<typeof sessionPageQuerySchema>>;

export const admissionSessionSchema = z.object({
  ...textFields('id', 'universityId', 'universityNameCn', 'universityNameEn', 'countryCode', 'countryName'),
  kind: z.enum(APPOINTMENT_KINDS),
  kindName: z.string(),
  title: z.string(),
  online: z.boolean(),
  location: z.string().nullable(),
  startAt: z.string(),
  endAt: z.string(),
  /** The IANA zone the times are shown in: the school's city on site (当地时间), Beijing online (北京时间). */
  timeZone: z.string(),
  ...intFields('capacity', 'booked', 'remaining'),
  state: z.enum(['open', 'full', 'ended']),
  stateName: z.string(),
  description: z.string(),
});
export type AdmissionSession = z.infer<typeof admissionSessionSchema>;

export const sessionPageSchema = pageResultSchema(admissionSessionSchema).extend({
  /** The countries that have sessions of this kind (the filter chips). */
  countries: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type SessionPage = z.infer<typeof sessionPageSchema>;

export const sessionIdQuerySchema = z.object({ sessionId: id });

export const appointmentSlotSchema = z.object({
  ...textFields('id', 'startAt', 'endAt'),
  ...intFields('capacity', 'booked', 'remaining'),
});
export type AppointmentSlot = z.infer<typeof appointmentSlotSchema>;

/** findUserAppointmentConfig: the session and the slots a student chooses from. */
export const appointmentConfigSchema = z.object({
  session: admissionSessionSchema,
  slots: z.array(appointmentSlotSchema),
});
export type AppointmentConfig = z.infer<typeof appointmentConfigSchema>;

export const appointmentAddBodySchema = z.object({
  sessionId: id,
  slotId: safeText().trim().min(1, APPOINTMENT_MESSAGES.slotRequired).max(64),
  contactName: safeText()
    .trim()
    .min(1, APPOINTMENT_MESSAGES.contactName)
    .max(LIMITS.PROFILE_NAME_MAX, APPOINTMENT_MESSAGES.contactName),
  contactPhone: phoneSchema,
  note: safeText().trim().max(LIMITS.APPOINTMENT_NOTE_MAX, APPOINTMENT_MESSAGES.note).optional(),
});
export type AppointmentAddBody = z.infer<typeof appointmentAddBodySchema>;

/** The form's own check (the same rules as the server's). */
export const appointmentFormSchema = appointmentAddBodySchema.omit({ sessionId: true });

export const appointmentSchema = z.object({
  ...textFields(
    'id',
    'slotId',
    'slotStartAt',
    'slotEndAt',
    'contactName',
    'contactPhone',
    'note',
    'createdAt',
  ),
  session: admissionSessionSchema,
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const admissionTaskQuerySchema = z.object({ kind: z.enum(APPOINTMENT_KINDS).default('01') });

export const idBodySchema = z.object({ id });

export const activitySignupBodySchema = z.object({ activityId: id });
export const activitySignupQuerySchema = z.object({ activityId: id });

export const activitySignupSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  activity: activitySchema,
});
export type ActivitySignup = z.infer<typeof activitySignupSchema>;

/** 我的预约 in the personal space: appointments (soonest first) and activity sign-ups. */
export const myAppointmentsSchema = z.object({
  appointments: z.array(appointmentSchema),
  activities: z.array(activitySignupSchema),
});
export type MyAppointments = z.infer<typeof myAppointmentsSchema>;
