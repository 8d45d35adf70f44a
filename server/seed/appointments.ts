/**
 * Demo admission interviews and campus visits of the top universities by QS (src/contract/appointment.ts):
 * sessions written by the project to show the booking flow, never a claim that a school holds them; every
 * description says it is an example (示例) and that real sessions are announced by the school. Dates are
 * relative to the seed time: per school one upcoming interview, one upcoming visit and one ended session.
 * Hours are those of the kind: online sessions in the evening of Beijing time, interviews in China during
 * office hours of Beijing, campus visits 10:00-16:00 local time of the school's city. Some sessions are
 * nearly full (one place left) and some full, so the lists show every state.
 */
import {
  BEIJING_TIME_ZONE,
  dayAfter,
  timeZoneOf,
  zonedInstant,
  type LocalDay,
} from './catalog/time-zones.ts';

export const APPOINTMENT_UNIVERSITY_COUNT = 30;

export interface AppointmentSeedUniversity {
  id: string;
  nameCn: string;
  countryCode: string;
  countryName: string;
  city: string | null;
  cityCn: string | null;
}

export interface SessionSeed {
  id: string;
  universityId: string;
  kind: '01' | '02';
  title: string;
  online: boolean;
  location: string | null;
  startAt: Date;
  endAt: Date;
  timeZone: string;
  capacity: number;
  booked: number;
  description: string;
}

export interface SlotSeed {
  id: string;
  sessionId: string;
  startAt: Date;
  endAt: Date;
  capacity: number;
  booked: number;
}

const CHINA_CITIES = ['北京', '上海', '广州', '深圳'];

interface Plan {
  kind: '01' | '02';
  online: boolean;
  zone: string;
  /** Local [start, end) hours of each slot. */
  slots: [number, number][];
  capacity: number;
  title: string;
  location: string | null;
  about: string;
}

function interviewPlan(u: AppointmentSeedUniversity, i: number): Plan {
  if (i % 2 === 0)
    return {
      kind: '01',
      online: true,
      zone: BEIJING_TIME_ZONE,
      slots: [
        [19, 19.5],
        [19.5, 20],
        [20, 20.5],
        [20.5, 21],
      ],
      capacity: 3,
      title: `${u.nameCn}线上招生面试`,
      location: '线上视频面试',
      about: '招生老师通过视频进行一对一面试，了解申请动机、学术背景与英语表达，时间为北京时间',
    };
  const city = CHINA_CITIES[i % CHINA_CITIES.length]!;
  return {
    kind: '01',
    online: false,
    zone: BEIJING_TIME_ZONE,
    slots: [
      [10, 11],
      [11, 12],
      [14, 15],
      [15, 16],
    ],
    capacity: 4,
    title: `${u.nameCn}招生面试（${city}站）`,
    location: `${city}（具体地点在预约成功后通知）`,
    about: '招生老师在国内城市进行面对面面试，请携带成绩单与语言成绩复印件，时间为北京时间',
  };
}

function visitPlan(u: AppointmentSeedUniversity, i: number): Plan {
  if (i % 3 === 2)
    return {
      kind: '02',
      online: true,
      zone: BEIJING_TIME_ZONE,
      slots: [[20, 21]],
      capacity: 200,
      title: `${u.nameCn}线上云参观`,
      location: '线上直播',
      about: '在校学生带领线上参观校园、图书馆与学生宿舍，并在直播中回答提问，时间为北京时间',
    };
  const city = u.cityCn ?? u.city;
  return {
    kind: '02',
    online: false,
    zone: timeZoneOf(u.countryCode, u.city) ?? BEIJING_TIME_ZONE,
    slots: [
      [10, 11.5],
      [14, 15.5],
    ],
    capacity: 20,
    title: `${u.nameCn}校园参观`,
    location: city ? `${u.countryName}·${city}（校园访客中心集合）` : `${u.countryName}（校园访客中心集合）`,
    about: '由在校学生带领参观校园主要建筑、教学楼与生活设施，时间为学校当地时间',
  };
}

function build(
  u: AppointmentSeedUniversity,
  plan: Plan,
  id: string,
  day: LocalDay,
  fill: 'full' | 'one-left' | 'some' | 'ended',
  i: number,
): { session: SessionSeed; slots: SlotSeed[] } {
  const slots = plan.slots.map(([from, to], s): SlotSeed => {
    let booked: number;
    if (fill === 'full') booked = plan.capacity;
    else if (fill === 'one-left') booked = s === plan.slots.length - 1 ? plan.capacity - 1 : plan.capacity;
    else if (fill === 'ended') booked = Math.ceil(plan.capacity * 0.8);
    else booked = Math.floor((plan.capacity * ((i * 3 + s * 5) % 7)) / 10);
    return {
      id: `${id}-s${s + 1}`,
      sessionId: id,
      startAt: zonedInstant(day, from, plan.zone),
      endAt: zonedInstant(day, to, plan.zone),
      capacity: plan.capacity,
      booked,
    };
  });
  const session: SessionSeed = {
    id,
    universityId: u.id,
    kind: plan.kind,
    title: plan.title,
    online: plan.online,
    location: plan.location,
    startAt: slots[0]!.startAt,
    endAt: slots.at(-1)!.endAt,
    timeZone: plan.zone,
    capacity: slots.reduce((sum, slot) => sum + slot.capacity, 0),
    booked: slots.reduce((sum, slot) => sum + slot.booked, 0),
    description:
      `示例场次：${plan.about}。` +
      '本场次为平台演示用的示例数据，用于展示预约流程；学校实际的面试与参观安排以学校官网和招生办公室通知为准。',
  };
  return { session, slots };
}

/** Three sessions per school: an upcoming interview, an upcoming visit, an ended one. */
export function buildAppointmentSessions(
  universities: AppointmentSeedUniversity[],
  now: Date,
): { sessions: SessionSeed[]; slots: SlotSeed[] } {
  const sessions: SessionSeed[] = [];
  const slots: SlotSeed[] = [];
  universities.slice(0, APPOINTMENT_UNIVERSITY_COUNT).forEach((u, i) => {
    const interview = interviewPlan(u, i);
    const visit = visitPlan(u, i);
    const past = i % 2 === 0 ? visit : interview;
    const parts = [
      build(
        u,
        interview,
        `${u.id}-a1`,
        dayAfter(now, 3 + (i % 20), interview.zone),
        i % 7 === 3 ? 'full' : i % 4 === 0 ? 'one-left' : 'some',
        i,
      ),
      build(
        u,
        visit,
        `${u.id}-v1`,
        dayAfter(now, 5 + (i % 25), visit.zone),
        i % 4 === 2 ? 'one-left' : 'some',
        i,
      ),
      build(u, past, `${u.id}-p1`, dayAfter(now, -(4 + (i % 10)), past.zone), 'ended', i),
    ];
    for (const part of parts) {
      sessions.push(part.session);
      slots.push(...part.slots);
    }
  });
  return { sessions, slots };
}
