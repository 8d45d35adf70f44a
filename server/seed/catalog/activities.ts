/**
 * School activities for the top universities by QS 2027: typical events (open days, info sessions,
 * webinars) written by the project, never a claim that a real event is scheduled: every description says
 * it is an example of the school's usual events and that dates are announced on the school's own site.
 * Dates are relative to the seed time, so that each school has one ended, one open for registration (or
 * running) and one not yet open event, whenever the database is created. Times are those of the kind of
 * event: an open day runs 9:00-17:00 local time of the school's city; online sessions are held in the
 * evening of Beijing time (19:00-21:00, 19:30-21:00), when students in China can join.
 */
import { BEIJING_TIME_ZONE, dayAfter, localHourOf, timeZoneOf, zonedInstant } from './time-zones.ts';

export interface ActivitySeedUniversity {
  id: string;
  nameCn: string;
  countryCode: string;
  countryName: string;
  city: string | null;
  /** The city's Chinese name where the catalog has one: the place line is read in Chinese. */
  cityCn: string | null;
}

export interface ActivitySeed {
  id: string;
  universityId: string;
  title: string;
  kindName: string;
  signupAt: Date;
  startAt: Date;
  endAt: Date;
  online: boolean;
  location: string | null;
  description: string;
  capacity: number;
  booked: number;
  timeZone: string;
}

export const ACTIVITY_UNIVERSITY_COUNT = 50;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface Template {
  kindName: string;
  title: (u: ActivitySeedUniversity) => string;
  online: boolean;
  /** Local start and end hours: of the school's city on site, of Beijing online. */
  startHour: number;
  endHour: number;
  capacity: number;
  about: string;
}

export const ACTIVITY_TEMPLATES: Template[] = [
  {
    kindName: '线上说明会',
    title: (u) => `${u.nameCn}线上申请说明会`,
    online: true,
    startHour: 19,
    endHour: 21,
    capacity: 500,
    about: '介绍学校概况、本科与研究生申请流程、材料要点和时间节点，并留出在线答疑时间',
  },
  {
    kindName: '校园开放日',
    title: (u) => `${u.nameCn}校园开放日`,
    online: false,
    startHour: 9,
    endHour: 17,
    capacity: 200,
    about: '参观校园与学院、旁听示范课、与在校学生和招生老师交流，了解校园生活与住宿安排',
  },
  {
    kindName: '网络研讨会',
    title: (u) => `${u.nameCn}热门专业网络研讨会`,
    online: true,
    startHour: 19.5,
    endHour: 21,
    capacity: 300,
    about: '由学院老师介绍热门专业的课程设置、入学要求与毕业去向，并解答语言成绩与奖学金等常见问题',
  },
];

/** The zone an activity's hours are in: Beijing online, the school's city on site (Beijing when unknown). */
export function activityTimeZone(
  university: Pick<ActivitySeedUniversity, 'countryCode' | 'city'>,
  online: boolean,
): string {
  if (online) return BEIJING_TIME_ZONE;
  return timeZoneOf(university.countryCode, university.city) ?? BEIJING_TIME_ZONE;
}

/** Three activities per university; index i of the list varies the dates so they do not all coincide. */
export function buildActivities(universities: ActivitySeedUniversity[], now: Date): ActivitySeed[] {
  const base = now.getTime();
  return universities.slice(0, ACTIVITY_UNIVERSITY_COUNT).flatMap((university, i) =>
    ACTIVITY_TEMPLATES.map((template, j) => {
      const zone = activityTimeZone(university, template.online);
      // j = 0: ended; j = 1: registration open (every fifth school: running today when it is open-day time
      // there now); j = 2: not yet open
      let days: number;
      if (j === 0) days = -(8 + (i % 20));
      else if (j === 1) {
        const hour = localHourOf(now, zone);
        days =
          i % 5 === 0 && hour >= template.startHour + 0.5 && hour < template.endHour - 1 ? 0 : 4 + (i % 25);
      } else days = 6 + (i % 12) + 21;
      const day = dayAfter(now, days, zone);
      const startAt = zonedInstant(day, template.startHour, zone);
      const endAt = zonedInstant(day, template.endHour, zone);
      const signupAt =
        j === 2 ? startAt.getTime() - 21 * DAY : Math.min(base - 3 * DAY, startAt.getTime() - 14 * DAY);
      const city = university.cityCn ?? university.city;
      const place = city
        ? `${university.countryName}·${city}（校园内）`
        : `${university.countryName}（校园内）`;
      // places taken: none before registration opens; some schools' open days nearly full
      const share = j === 2 ? 0 : j === 0 ? 0.9 : i % 4 === 1 ? 0.97 : 0.2 + ((i * 7) % 50) / 100;
      return {
        id: `${university.id}-${j + 1}`,
        universityId: university.id,
        title: template.title(university),
        kindName: template.kindName,
        signupAt: new Date(signupAt),
        startAt,
        endAt,
        online: template.online,
        location: template.online ? '线上直播' : place,
        description:
          `${university.nameCn}常见的${template.kindName}形式示例：${template.about}。` +
          (template.online ? '时间为北京时间。' : '时间为学校当地时间。') +
          '本页为平台整理的活动类型介绍（示例数据），具体场次、时间与报名方式以学校官网发布为准。',
        capacity: template.capacity,
        timeZone: zone,
        booked: Math.min(template.capacity - 1, Math.floor(template.capacity * share)),
      };
    }),
  );
}
