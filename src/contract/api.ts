/**
 * Every endpoint path, shared by the server routes and the client fetchers.
 * Paths under /student/api/noauth/ are public; auth/login and auth/logout sit beside them.
 */
export const API_PREFIX = '/student/api';

export const API = {
  auth: {
    smsCode: '/student/api/noauth/sms/loginCode',
    smsLogin: '/student/api/noauth/sms/login',
    registerSmsCode: '/student/api/noauth/sms/registerCode',
    resetSmsCode: '/student/api/noauth/sms/updateCode',
    register: '/student/api/noauth/register',
    captcha: '/student/api/noauth/validateCode',
    login: '/student/api/auth/login',
    logout: '/student/api/auth/logout',
    resetPassword: '/student/api/noauth/updatePasswordBySms',
    validateToken: '/student/api/noauth/token/validate',
  },
  user: {
    current: '/student/api/user/current',
    findById: '/student/api/user/findById', // + /{id}
    update: '/student/api/user', // PUT + /{id}
    updateServiceType: '/student/api/user/updateServiceType',
    updatePassword: '/student/api/user/updatePassword',
    updatePersonalInfo: '/student/api/personalSpace/baseInfo/updatePersonalInfo',
    profileByUserId: '/student/api/student/findByUserId',
  },
  common: {
    findByDictCode: '/student/api/noauth/common/findByDictCode',
    findByConfigKey: '/student/api/noauth/common/findByConfigKey',
    supports: '/student/api/noauth/common/supports',
    findProvinceAndCity: '/student/api/noauth/common/findProvinceAndCity',
    findAreaByParentCode: '/student/api/noauth/common/findAreaByParentCode',
    schoolList: '/student/api/noauth/common/schoolList',
    findStudentSchool: '/student/api/noauth/common/findStudentSchool',
  },
  university: {
    page: '/student/api/noauth/universityHome/pageQueryUniversity',
    maxRankDate: '/student/api/noauth/universityHome/findMaxRankDate',
    rankPage: '/student/api/noauth/universityHome/pageQueryUniversityRank',
    detail: '/student/api/noauth/university/detail',
    activityPage: '/student/api/noauth/university/activity/page',
    activityDetail: '/student/api/noauth/university/activity/detail',
  },
  major: {
    page: '/student/api/noauth/majorHome/pageQueryMajor',
    detail: '/student/api/noauth/major/detail',
    universityRank: '/student/api/noauth/majorHomeDetail/pageQueryUniversityRank',
  },
  ai: {
    /** POST, public: the matching engine (body: AI request payload, data: result list). */
    choose: '/student/api/noauth/ai/aiChooseUniversity',
    /** GET ?configType=ACTIVITY|COURSE_AP, public. */
    config: '/student/api/noauth/ai/findAiChooseUniversityConfig',
    /** POST (login): join a matched school to 我的大学List. */
    joinList: '/student/api/personalSpace/baseInfo/aiChooseUniversityJoinList',
    /** GET (login): my university list, paged. */
    chosenPage: '/student/api/personalSpace/chooseUniversity/pageQueryChooseUniversity',
    /** POST (login) {universityId}: add from the school detail page, evaluated by the server. */
    addChosen: '/student/api/personalSpace/chooseUniversity/addChooseUniversity',
    /** GET (login) ?universityId=: the chosen item for one school, or null. */
    chosenByUniversity: '/student/api/personalSpace/chooseUniversity/findByUniversityId',
    /** DELETE (login) + /{id}. */
    deleteChosen: '/student/api/personalSpace/chooseUniversity/deleteChooseUniversity',
  },
  news: {
    page: '/student/api/noauth/news/page',
    detail: '/student/api/noauth/news/detail',
  },
  openapi: '/student/api/openapi.json',
} as const;

/** Paths the SPA fallback and the service worker's navigation route never answer with index.html. */
export const NON_SPA_PREFIXES = ['/student/api', '/socket.io', '/files'] as const;
