/**
 * School activities for the top universities by QS 2027: typical events (open days, info sessions,
 * webinars) written by the project, never a claim that a real event is scheduled: every description says
 * it is an example of the school's usual events and that dates are announced on the school's own site.
 * Dates are relative to the seed time, so that each school has one ended, one open for registration (or
 * running) and one not yet open event, whenever the database is created.
 */
export interface ActivitySeedUniversity {
  id: string;
  nameCn: string;
  countryName: string;
  city: string | null;
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
}

export const ACTIVITY_UNIVERSITY_COUNT = 50;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface Template {
  kindName: string;
  title: (u: ActivitySeedUniversity) => string;
  online: boolean;
  hours: number;
  about: string;
}

const TEMPLATES: Template[] = [
  {
    kindName: '线上说明会',
    title: (u) => `${u.nameCn}线上申请说明会`,
    online: true,
    hours: 2,
    about: '介绍学校概况、本科与研究生申请流程、材料要点和时间节点，并留出在线答疑时间',
  },
  {
    kindName: '校园开放日',
    title: (u) => `${u.nameCn}校园开放日`,
    online: false,
    hours: 6,
    about: '参观校园与学院、旁听示范课、与在校学生和招生老师交流，了解校园生活与住宿安排',
  },
  {
    kindName: '网络研讨会',
    title: (u) => `${u.nameCn}热门专业网络研讨会`,
    online: true,
    hours: 1.5,
    about: '由学院老师介绍热门专业的课程设置、入学要求与毕业去向，并解答语言成绩与奖学金等常见问题',
  },
];

/** Three activities per university; index i of the list varies the dates so they do not all coincide. */
export function buildActivities(universities: ActivitySeedUniversity[], now: Date): ActivitySeed[] {
  const base = now.getTime();
  return universities.slice(0, ACTIVITY_UNIVERSITY_COUNT).flatMap((university, i) =>
    TEMPLATES.map((template, j) => {
      // j = 0: ended; j = 1: registration open (every fifth school: running now); j = 2: not yet open
      let startAt: number;
      let signupAt: number;
      if (j === 0) {
        startAt = base - (8 + (i % 20)) * DAY;
        signupAt = startAt - 21 * DAY;
      } else if (j === 1) {
        startAt = i % 5 === 0 ? base - HOUR / 2 : base + (4 + (i % 25)) * DAY;
        signupAt = Math.min(base - 3 * DAY, startAt - 14 * DAY);
      } else {
        signupAt = base + (6 + (i % 12)) * DAY;
        startAt = signupAt + 21 * DAY;
      }
      const place = template.online
        ? null
        : university.city
          ? `${university.countryName}·${university.city}（校园内）`
          : `${university.countryName}（校园内）`;
      return {
        id: `${university.id}-${j + 1}`,
        universityId: university.id,
        title: template.title(university),
        kindName: template.kindName,
        signupAt: new Date(signupAt),
        startAt: new Date(startAt),
        endAt: new Date(startAt + template.hours * HOUR),
        online: template.online,
        location: template.online ? '线上直播' : place,
        description:
          `${university.nameCn}常见的${template.kindName}形式示例：${template.about}。` +
          '本页为平台整理的活动类型介绍，具体场次、时间与报名方式以学校官网发布为准。',
      };
    }),
  );
}
