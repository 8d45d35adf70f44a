/**
 * The personal space's panels (`/personal?component=`), in menu order. Its own module so that the route's search
 * validation (in the entry chunk) does not carry the personal layout and the contracts its labels come from;
 * components/personal-layout.tsx groups them and checks at compile time that every key has a menu entry.
 */
export const PERSONAL_COMPONENTS = [
  'baseinfo',
  'advisers',
  'membership',
  'orders',
  'appointments',
  'mytask',
  'materials',
  'universities',
  'applications',
  'deadlines',
  'offers',
  'growth',
  'exams',
  'assessment',
  'planning',
] as const;

export type PersonalComponent = (typeof PERSONAL_COMPONENTS)[number];
