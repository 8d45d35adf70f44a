/**
 * The route table of SPEC section 2: name, path, access and per-route title/description.
 * The router files read it for guards and head tags; the server reads it to answer unknown
 * navigations with status 404 while still serving the app shell.
 */
import { SITE } from './limits.ts';

export type Access = 'public' | 'auth';

export interface RouteMeta {
  name: string;
  path: string;
  access: Access;
  title: string;
  description: string;
}

const r = (name: string, path: string, access: Access, title: string, description: string): RouteMeta => ({
  name,
  path,
  access,
  title,
  description,
});

export const ROUTES = [
  r('Home', '/', 'public', '首页', 'AI留学首页：热门顾问、院校排名、热门活动、留学资讯一站式浏览。'),
  r('StudyQa', '/qa', 'auth', '留学问答', '留学问答：向顾问和同学提问，查看真实的留学经验解答。'),
  r('StudyQaDetail', '/qa/detail', 'auth', '问答详情', '留学问答详情与全部回复。'),
  r('StudyNews', '/news', 'auth', '留学资讯', '留学资讯：签证、考试、申请时间线、租房与就业的最新消息。'),
  r('StudyNewsDetail', '/news/detail', 'auth', '资讯详情', '留学资讯详情。'),
  r('Admission', '/admission', 'auth', '招生预约', '院校招生宣讲与面试预约。'),
  r('Visit', '/visit', 'auth', '访校预约', '院校参观与访校活动预约。'),
  r('Prepare', '/prepare', 'public', '行前准备', '出国行前准备：行李清单、保险、体检、换汇与落地指南。'),
  r('Employment', '/employment', 'public', '留学就业', '留学生就业：实习、求职与回国发展资讯。'),
  r('Visa', '/visa', 'public', '签证指南', '各国留学签证办理流程、材料清单与常见问题。'),
  r('Live', '/live', 'public', '海外租房', '海外租房：选房、合同、押金与安全提示。'),
  r('Immigrant', '/immigrant', 'public', '移民政策', '主要留学国家的移民与工作签证政策解读。'),
  r('AboardDetail', '/$type/detail', 'public', '留学指南详情', '签证、移民、就业、行前准备与租房指南详情。'),
  r(
    'StandardizedExam',
    '/standardized-exam',
    'public',
    '标化考试',
    '托福、雅思、SAT、ACT、GRE、GMAT 等标化考试介绍与备考。',
  ),
  r(
    'StandardizedExamDetail',
    '/standardized-exam-detail',
    'public',
    '标化考试详情',
    '标化考试详情与备考建议。',
  ),
  r('AcademicEnhancement', '/academic', 'public', '学术提升', '学术提升项目：科研、竞赛、暑校与论文指导。'),
  r('AcademicEnhancementDetail', '/academic-detail', 'public', '学术提升详情', '学术提升项目详情。'),
  r('Background', '/background', 'public', '背景提升', '背景提升：实习、志愿者、夏校与活动经历规划。'),
  r('BackgroundDetail', '/background-detail', 'public', '背景提升详情', '背景提升项目详情。'),
  r('Privacy', '/privacy', 'public', '隐私政策', 'AI留学平台隐私政策。'),
  r('Organizations', '/organizations', 'public', '留学机构', '留学机构推荐：热门机构、直播与回放。'),
  r('OrganizationList', '/organization/list', 'auth', '机构列表', '全部留学机构列表。'),
  r('OrganizationPlaybackList', '/organization/playbacks', 'public', '直播回放', '留学机构直播回放列表。'),
  r(
    'OrganizationPlaybackDetail',
    '/organization/playback/detail',
    'public',
    '回放详情',
    '留学机构直播回放详情。',
  ),
  r('OrganizationDetail', '/organization/detail', 'auth', '机构详情', '留学机构详情、顾问团队与录取案例。'),
  r('CounselorList', '/counselor/list', 'auth', '留学顾问', '资深留学顾问列表。'),
  r('CounselorDetail', '/counselor/detail', 'auth', '顾问详情', '留学顾问详情与成功案例。'),
  r('Rank', '/rank', 'auth', '院校排名', 'QS、泰晤士、US News、软科等世界大学排名。'),
  r('Schools', '/schools', 'public', '院校库', '全球院校库：按国家、排名与类型查找大学。'),
  r('SchoolDetail', '/school/detail', 'auth', '院校详情', '院校详情：概况、排名、录取数据、专业与活动。'),
  r('SchoolActivity', '/school/activity', 'auth', '院校活动', '院校开放日、宣讲会与线上讲座。'),
  r('SchoolActivityDetail', '/school/activity/detail', 'auth', '活动详情', '院校活动详情。'),
  r('Majors', '/majors', 'public', '专业库', '留学专业库：专业方向、介绍与院校排名。'),
  r('MajorDetail', '/majors/detail', 'auth', '专业详情', '专业详情与开设院校排名。'),
  r('StudyCircle', '/circle', 'public', '留学圈', '留学圈：同学动态、经验分享与交流。'),
  r('Personal', '/personal', 'auth', '个人空间', '个人空间：基本信息、任务、我的大学List与订单。'),
  r('VideoPlayer', '/personal/VideoPlayer', 'auth', '视频播放', '个人空间视频课程播放。'),
  r('MessageCenter', '/message', 'auth', '消息中心', '消息中心：私信与系统通知。'),
  // where a gateway's mobile cashier returns the student (not a page of SPEC section 2)
  r('PayResult', '/order/result', 'auth', '支付结果', '订单的支付结果。'),
  r('Unauthorized', '/401', 'public', '401 未授权', '需要登录后访问。'),
  r('Forbidden', '/403', 'public', '403 无访问权限', '没有访问该页面的权限。'),
  r('NotFound', '/404', 'public', '404 页面不存在', '您访问的页面不存在。'),
  r('ServerError', '/500', 'public', '500 服务器异常', '服务器开小差了。'),
  r('Login', '/login', 'public', '登录', '登录或注册 AI留学平台。'),
  // the staff console (not a student page of SPEC section 2): counselors, organization contacts, customer service
  r('Console', '/console', 'auth', '客服工作台', '顾问、机构与平台客服的工作台：会话、学生与审核。'),
] as const satisfies readonly RouteMeta[];

export type RouteName = (typeof ROUTES)[number]['name'];
export type RoutePath = (typeof ROUTES)[number]['path'];

const byName = new Map<string, RouteMeta>(ROUTES.map((route) => [route.name, route]));

export function routeMeta(name: RouteName): RouteMeta {
  const meta = byName.get(name);
  if (!meta) throw new Error(`unknown route ${name}`);
  return meta;
}

/** What a visitor was doing when a login was asked for (/login's `name`, beside route names). */
export const LOGIN_ACTIONS = {
  like: '点赞',
  post: '发帖',
  comment: '评论',
  forward: '转发',
  report: '举报',
  follow: '关注',
  ask: '提问',
  consult: '咨询',
  myList: '加入我的大学List',
} as const;
export type LoginAction = keyof typeof LOGIN_ACTIONS;

/**
 * The line /login shows for its `name`: why a login is asked for (请登录后查看院校详情, 请登录后点赞), or null
 * for none or an unknown name (a hand-made link).
 */
export function loginReason(name: string | undefined): string | null {
  if (!name) return null;
  if (Object.hasOwn(LOGIN_ACTIONS, name)) return `请登录后${LOGIN_ACTIONS[name as LoginAction]}`;
  const route = byName.get(name);
  if (!route || route.name === 'Login' || route.name === 'Home') return null;
  return `请登录后查看${route.title}`;
}

/** Values the AboardDetail route's `$type` may take: the five content pages. */
export const ABOARD_DETAIL_TYPES = ['prepare', 'employment', 'visa', 'live', 'immigrant'] as const;

const byPath = new Map<string, RouteMeta>(
  ROUTES.filter((route) => !route.path.includes('$')).map((route) => [route.path, route]),
);

/** The route a path (no query) names, undefined for none; strict: no trailing slash except "/". */
export function routeOfPath(pathname: string): RouteMeta | undefined {
  const detail = /^\/([a-z-]+)\/detail$/.exec(pathname);
  if (detail && (ABOARD_DETAIL_TYPES as readonly string[]).includes(detail[1] ?? ''))
    return routeMeta('AboardDetail');
  return byPath.get(pathname);
}

const NOT_RESUMED: ReadonlySet<string> = new Set([
  'Login',
  // a moment's screen: the way back from a gateway's cashier
  'PayResult',
  'Unauthorized',
  'Forbidden',
  'NotFound',
  'ServerError',
]);

/** A screen the installed app may start at again (sw/launch.ts): any route but signing in, a payment's result and the error pages. */
export function isResumableScreen(pathname: string): boolean {
  const route = routeOfPath(pathname);
  return route !== undefined && !NOT_RESUMED.has(route.name);
}

/** True when the path (no query) is a route of the app. */
export function isKnownPath(pathname: string): boolean {
  return routeOfPath(pathname) !== undefined;
}

/** A page's document title: the site's own on the home page, `院校库 - <site title>` elsewhere. */
export function documentTitle(route: RouteMeta): string {
  return route.name === 'Home' ? SITE.TITLE : `${route.title} - ${SITE.TITLE}`;
}

/** The title of a page about one subject (a school, an article): `哈佛大学 - <site title>`. */
export function subjectDocumentTitle(subject: string): string {
  return `${subject} - ${SITE.TITLE}`;
}

/** A page's keywords tag: its title first, then the site's. */
export function documentKeywords(route: RouteMeta): string {
  return `${route.title},${SITE.KEYWORDS}`;
}
