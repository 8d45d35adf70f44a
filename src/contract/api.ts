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
    /** GET ?type=HOME_BANNER: the ads of a position, in order (SPEC "find ad"). */
    findAd: '/student/api/noauth/common/findAd',
    /** GET ?limit=5&searchType=ALL: the most searched terms that found something (SPEC "hot search"). */
    hotSearch: '/student/api/noauth/common/hotSearch',
    /** GET: the headers of every guide section, in order (SPEC "pageConfig find"). */
    pageConfigFind: '/student/api/noauth/pageConfig/find',
    /** GET ?pageType=: one section's header (SPEC "findPageConfigUnique"). */
    pageConfigUnique: '/student/api/noauth/pageConfig/findPageConfigUnique',
  },
  home: {
    /** GET ?keyword=: schools, majors, news, Q&A and guides matching (the home search box); counts the term. */
    search: '/student/api/noauth/home/search',
  },
  guide: {
    /** GET {section, type?, country?, keyword?, pageIndex, pageSize}: a guide section's articles, newest first
     *  (SPEC home queries "standard exam", "academic promotion", "background boost info", "life info list"). */
    page: '/student/api/noauth/home/pageQueryGuide',
    /** GET ?id=: one article with its body, sources and related articles (their "by-id variant"). */
    detail: '/student/api/noauth/home/findGuideById',
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
  appointment: {
    /** GET {pageIndex, pageSize, countryCode?, online?, dateFrom?, dateTo?}: admission interviews, public. */
    admissionPage: '/student/api/noauth/home/pageQueryUniversityAdmission',
    /** GET (same filters): campus visits, public. */
    visitPage: '/student/api/noauth/home/pageQueryUniversityVisitTask',
    /** GET ?sessionId=: the session and its time slots with the places left, public. */
    config: '/student/api/noauth/home/findUserAppointmentConfig',
    /** GET (login) ?kind=01|02: the student's appointments of that kind (default 01 admission). */
    admissionTask: '/student/api/userAppointment/AdmissionTask',
    /** POST (login) {sessionId, slotId, contactName, contactPhone, note?}: book a slot. */
    add: '/student/api/userAppointment/studentAdd',
    /** POST (login) {id}: cancel one of the student's own appointments. */
    cancel: '/student/api/userAppointment/cancel',
    /** GET (login): 我的预约, the student's appointments and activity sign-ups. */
    mine: '/student/api/userAppointment/mine',
    /** POST (login) {activityId}: sign up for a school activity. */
    activitySignup: '/student/api/home/viewUniversityActivityAndFinishedTask',
    /** GET (login) ?activityId=: the student's sign-up of that activity, or null. */
    activitySignupOf: '/student/api/userActivity/findByActivityId',
    /** POST (login) {id}: cancel one of the student's own sign-ups. */
    activityCancel: '/student/api/userActivity/cancel',
  },
  news: {
    page: '/student/api/noauth/news/page',
    detail: '/student/api/noauth/news/detail',
  },
  qa: {
    /** GET {pageIndex, pageSize, keyword?, category?}: questions, newest first. */
    page: '/student/api/noauth/home/pageQueryAbroadQuestionAnswer',
    /** GET {questionId, pageIndex, pageSize}: a question's replies, oldest first. */
    replyPage: '/student/api/noauth/home/pageQueryAbroadQuestionAnswerReply',
    /** GET (login) + /{id}: one question with its replies and the caller's state; DELETE + /{id}: the asker's own. */
    detail: '/student/api/abroadQuestionAnswer',
    /** POST (login, outbox) {id, title, content, category, tags}: ask. */
    ask: '/student/api/home/detail/addAbroadQuestionAnswer',
    /** POST (login, outbox) {id, questionId, content}: answer. */
    answer: '/student/api/home/detail/replyAbroadQuestionAnswer',
    /** POST (login, outbox) {targetType, targetId, liked}: like a question or a reply. */
    like: '/student/api/home/detail/likeAbroadQuestionAnswer',
    /** POST (login, outbox) {questionId, collected}: collect a question. */
    collect: '/student/api/home/detail/collectAbroadQuestionAnswer',
    /** GET (login): counts of my questions, replies and collects. */
    myStatistics: '/student/api/home/detail/myStatistics',
    /** GET (login) {kind, pageIndex, pageSize}: 我的提问 / 我的回答 / 我的收藏. */
    my: '/student/api/home/detail/pageQueryMy',
    /** DELETE (login, outbox) + /{id}: the author's own reply. */
    deleteReply: '/student/api/abroadQuestionAnswerReply',
  },
  circle: {
    /** GET {cursor?, limit, topic?}: 推荐 feed, public (the caller's likes and reports apply when logged in). */
    feed: '/student/api/noauth/abroadCircleHome/pageQueryAbroadCircle',
    /** GET (login) {cursor?, limit}: 关注 feed. */
    following: '/student/api/abroadCircleHome/detail/pageQueryAttention',
    /** GET (login) {cursor?, limit}: 我的 feed. */
    mine: '/student/api/abroadCircleHome/detail/pageQueryMy',
    /** GET (login) {userId, cursor?, limit}: a person's profile and posts. */
    personal: '/student/api/abroadCircleHome/detail/pageQueryPersonal',
    /** GET (login) {postId, cursor?, limit}: a post's comments, oldest first. */
    comments: '/student/api/abroadCircleHome/detail/pageQueryComment',
    /** POST (login, outbox) {id, content, images, tag}: a new post. */
    add: '/student/api/abroadCircleHome/detail/add',
    /** POST (login, outbox) {id, postId, content}: forward a post. */
    forward: '/student/api/abroadCircleHome/detail/forward',
    /** POST (login, outbox) {id, postId, content, replyToId?}: comment. */
    addComment: '/student/api/abroadCircleHome/detail/addComment',
    /** POST (login, outbox) {postId, liked}. */
    like: '/student/api/abroadCircleHome/detail/like',
    /** POST (login, outbox) {commentId, liked}. */
    likeComment: '/student/api/abroadCircleHome/detail/likeComment',
    /** POST (login, outbox) {userId}: follow. */
    attention: '/student/api/abroadCircleHome/detail/attention',
    /** POST (login, outbox) {userId}: unfollow. */
    cancelAttention: '/student/api/abroadCircleHome/detail/cancelAttention',
    /** POST (login, outbox) {targetType, targetId, reason, detail}: 举报. */
    report: '/student/api/abroadCircleHome/detail/report',
    /** GET (login) + /{id}: one post; DELETE (login, outbox) + /{id}: the author's own. */
    post: '/student/api/abroadCircle',
    /** DELETE (login, outbox) + /{id}: the author's own comment. */
    comment: '/student/api/abroadCircleComment',
  },
  org: {
    /** GET ?limit=: organizations with the most offers recorded (verified first). */
    hotOrgs: '/student/api/noauth/orgHome/findHotOrg',
    /** GET {city?, country?, major?, price?, pageIndex, pageSize}: the organization list with its city chips. */
    orgPage: '/student/api/noauth/orgHome/pageQueryOrg',
    /** GET {orgId?, type?, country?, years?, pageIndex, pageSize}: counselors (an organization's, or all). */
    advisers: '/student/api/noauth/orgHome/pageQueryAdviser',
    /** GET {studyIntentionType?, countries?, limit}: counselors matching a study intention. */
    recommendAdviser: '/student/api/noauth/orgHome/findRecommendAdviser',
    /** GET ?id=: one counselor with placed schools and accountability. */
    counselorInfo: '/student/api/noauth/orgHome/findCounselorInfo',
    /** GET {orgId?, adviserId?, pageIndex, pageSize}: offers, newest year first. */
    offers: '/student/api/noauth/orgHome/pageQueryOffer',
    /** GET ?id=: one organization with its accountability. */
    detail: '/student/api/noauth/org/detail',
    /** GET ?id=: offers by country, school tier and year. */
    admissionStatistics: '/student/api/noauth/org/admissionStatistics',
    /** GET ?id=: the founder or contact person as shown publicly. */
    originator: '/student/api/noauth/org/originator',
  },
  chat: {
    /** GET: the caller's conversations (SPEC "my chat friends"). */
    friends: '/student/api/chatMessage/findMyChatFriends',
    /** POST {friendId, limitSize, minSendTime|beforeSeq}: older messages, oldest first. */
    friendMessages: '/student/api/chatMessage/findFriendMessageLimit',
    /** GET ?id=&lastTime=: message history (older records, prepended by the client); marks read. */
    history: '/student/api/chatMessage/history',
    /** POST {roomCode, afterSeq, limitSize}: back-fill after a reconnect. */
    after: '/student/api/chatMessage/findAfterSeq',
    /** POST: send text or image, the one path of a chat send (the outbox's). */
    send: '/student/api/chatMessage/sendMessage',
    /** GET ?privateUserId=: open (create) the conversation with an account; answers the chat friend. */
    clickPrivate: '/student/api/chatMessage/clickPrivateMessage',
    /** GET ?privateUserId=: mark the conversation read; answers the unread summary. */
    setRead: '/student/api/chatMessage/privateSetReadMessage',
    /** GET ?orgId=: an organization's service account. */
    orgService: '/student/api/chatMessage/findOrgCustomerService',
    /** GET: the platform customer-service account. */
    platformService: '/student/api/chatMessage/findPlatformCustomerService',
  },
  notice: {
    /** POST {userId, size, type, pageIndex}. */
    page: '/student/api/chatNotice/pageQueryUserNotice',
    /** POST {ids?, type?}: mark read; answers the unread summary. */
    updateRead: '/student/api/chatNotice/updateReadStatus',
    /** GET: data is true when anything is unread (SPEC "validate read count"). */
    validateReadCount: '/student/api/chatNotice/validateReadCount',
    /** GET: the unread summary (ours: the counts behind the badge). */
    unreadSummary: '/student/api/chatNotice/unreadSummary',
  },
  task: {
    /** GET: number of unread tasks (service members poll it every 20 s). */
    unreadCount: '/student/api/userTask/findUserTaskUnreadCount',
    /** POST (login) {state?, pageIndex, pageSize}: the caller's tasks (SPEC "findMyTask"). */
    mine: '/student/api/personalSpace/findMyTask',
    /** GET (login) + /{id}: one task; opening it marks it read (SPEC "task/{id}"). */
    detail: '/student/api/task',
    /** POST (login) {id, ...}: finish a task (SPEC "userTask/finishedTask"). */
    finish: '/student/api/userTask/finishedTask',
    /** GET (login) {from?, to?}: finished tasks by time (SPEC "findMyFinishedTaskByTime"). */
    finishedByTime: '/student/api/personalSpace/findMyFinishedTaskByTime',
    /** GET (login) + /{taskId}: the training video of a video task (SPEC "getVideoByTaskId"). */
    videoByTask: '/student/api/personalSpace/getVideoByTaskId',
    /** POST (login) {pageIndex, pageSize}: the caller's training-video tasks (SPEC "pageQueryUserTrainVideoTask"). */
    trainVideos: '/student/api/personalSpace/pageQueryUserTrainVideoTask',
    /** POST (login) {taskId}: videos recommended beside a training video (SPEC "findUserTrainVideoTaskRecommendById"). */
    trainVideoRecommend: '/student/api/personalSpace/findUserTrainVideoTaskRecommendById',
    /** PUT (login) {taskId, seconds, ended}: the watched position of a training video; watching to the end finishes it. */
    trainVideoProgress: '/student/api/personalSpace/trainVideoProgress',
  },
  paperwork: {
    /** GET (login) {kind?}: the caller's materials and paperwork, newest version first (SPEC "findMyPaperwork"). */
    mine: '/student/api/personalSpace/findMyPaperwork',
    /** POST (login) {kind, typeCode, fileId, title?, note?, groupId?}: a new material, or (groupId) a new version of one. */
    add: '/student/api/personalSpace/addPaperwork',
    /** DELETE (login) + /{id}: remove one version of the caller's own. */
    remove: '/student/api/personalSpace/deletePaperwork',
  },
  application: {
    /** GET (login): chosen universities with their application (if any) (SPEC "selectedUniversity"). */
    selected: '/student/api/personalSpace/selectedUniversity',
    /** POST (login) {chosenId, round?}: mark a chosen school to apply to: an application 准备中 (SPEC "applyDelivery"). */
    apply: '/student/api/personalSpace/applyDelivery',
    /** POST (login) {applicationId}: deliver one application (SPEC "delivery"). */
    deliver: '/student/api/personalSpace/delivery',
    /** POST (login) {applicationIds}: deliver several at once (SPEC "batchDelivery"). */
    batchDeliver: '/student/api/personalSpace/batchDelivery',
    /** POST (login) {applicationId, paperworkIds}: the materials an application carries (SPEC "userUniversityMaterialRel"). */
    materials: '/student/api/personalSpace/userUniversityMaterialRel',
    /** POST (login) {pageIndex, pageSize}: offers received (SPEC "findReceiveOfferList"). */
    offers: '/student/api/personalSpace/findReceiveOfferList',
    /** GET (login) ?offerId=: the offer email's content (SPEC "getOfferEmailContent"). */
    offerEmail: '/student/api/personalSpace/getOfferEmailContent',
    /** POST (login) offerRecordBodySchema: the student records an offer of their own application (录取). */
    recordOffer: '/student/api/personalSpace/recordOffer',
    /**
     * GET (login): currency rates to CNY with their dates (the caller's own where set); PUT {currency, rateToCny,
     * asOf}: the caller's own rate; DELETE + /{currency}: back to the platform's.
     */
    rates: '/student/api/personalSpace/exchangeRates',
    /** GET (login): deadlines of the caller's applications; POST {...}: add one; DELETE + /{id}. */
    deadlines: '/student/api/personalSpace/deadlines',
    /** GET (login): the caller's deadlines as an iCalendar file (.ics). */
    deadlinesIcs: '/student/api/personalSpace/deadlines.ics',
  },
  growth: {
    /** GET (login) {from?, to?}: the timeline (SPEC "findMyGrowthRecordByTime"). */
    records: '/student/api/personalSpace/findMyGrowthRecordByTime',
    /** GET (login) {pageIndex, pageSize}: the counselor's self-awareness notes (SPEC "pageQuerySelfAwareness"). */
    selfAwareness: '/student/api/personalSpace/pageQuerySelfAwareness',
    /** GET (login) {pageIndex, pageSize}: interview feedback (SPEC "pageQueryInterviewFeedback"). */
    interviewFeedback: '/student/api/personalSpace/pageQueryInterviewFeedback',
    /** GET (login): background boost activities (SPEC "findStudentBgBoost"). */
    bgBoost: '/student/api/personalSpace/findStudentBgBoost',
    /** POST (login) {id?, type, title, organization, role, startDate, endDate?, description, outcome}: the student adds a background boost (no id) or edits one of their own (id); DELETE + /{id}: removes one of their own. */
    bgBoostSave: '/student/api/personalSpace/saveStudentBgBoost',
    /** GET (login): language subjects and scores (SPEC "findStudentLanguageSubject"). */
    languageSubjects: '/student/api/personalSpace/findStudentLanguageSubject',
    /** GET (login): standardized test scores (SPEC "findStudentStandardizedScore"). */
    standardizedScores: '/student/api/personalSpace/findStudentStandardizedScore',
    /** POST (login): the exam types the caller has scores of (SPEC "findMyExamTypeList"). */
    examTypes: '/student/api/personalSpace/findMyExamTypeList',
    /** POST (login) {examType}: one exam's scores over time (SPEC "findMyExamTrend"). */
    examTrend: '/student/api/personalSpace/findMyExamTrend',
    /** POST (login) {examType, takenAt, total, sections, subject?, note?} (checked by EXAM_TABLE): the student records one of their own scores; DELETE + /{id}: removes one of their own. */
    score: '/student/api/personalSpace/examScore',
    /** GET (login) {pageIndex, pageSize, studentId?}: school strategy (tiers, reasons) (SPEC "pageQuerySchoolStrategy"). */
    strategy: '/student/api/personalSpace/pageQuerySchoolStrategy',
    /** GET (login): recommended courses (SPEC "findUserAbroadRecommendCourseList"). */
    courses: '/student/api/personalSpace/findUserAbroadRecommendCourseList',
    /** GET (login): the planned programs (SPEC "findUserAbroadProgram"). */
    programs: '/student/api/personalSpace/findUserAbroadProgram',
    /** GET (login): the planned universities with their tiers (SPEC "findUserAbroadUniversity"). */
    universities: '/student/api/personalSpace/findUserAbroadUniversity',
    /** GET (login): after-arrival checklist (SPEC "afterAbroad"). */
    afterAbroad: '/student/api/personalSpace/afterAbroad',
    /** POST (login) {id, done}: tick (or untick) one of the caller's after-arrival checklist items. */
    afterAbroadTick: '/student/api/personalSpace/afterAbroad/tick',
  },
  adviser: {
    /** GET (login): the student's advisers (SPEC "findStudentAdviserList"). */
    list: '/student/api/personalSpace/findStudentAdviserList',
    /** GET (login): the student's adviser relations with their dates (SPEC "findUserAdviserRel"). */
    rel: '/student/api/personalSpace/findUserAdviserRel',
    /** GET (login) {adviserId?, studentId?}: relations by parameter (SPEC "userAdviserRel/findByParam"). */
    relByParam: '/student/api/userAdviserRel/findByParam',
    /** GET (login): the student's base info with the service summary (SPEC "findStudentBaseInfo"). */
    studentBaseInfo: '/student/api/personalSpace/findStudentBaseInfo',
    /** GET (login) ?userId=: a user's info for the personal space: the caller, or a student of the calling staff (SPEC "findUserInfoByUserId"). */
    userInfo: '/student/api/personalSpace/findUserInfoByUserId',
    /** GET (login) {pageIndex, pageSize}: 我的大学List as the personal space pages it (SPEC "pageQueryUniversityList"). */
    universityList: '/student/api/personalSpace/pageQueryUniversityList',
    /** GET (login) ?id=: remove one school from 我的大学List (SPEC "removeList"). */
    removeList: '/student/api/personalSpace/removeList',
  },
  upload: {
    /** POST multipart: field files (one), fileType. */
    one: '/student/api/minio/upload',
    /** POST multipart: field files (several), fileType. */
    many: '/student/api/minio/uploads',
  },
  order: {
    /** GET (login) + /{id}: one order (SPEC "order find by id"): the student's own, or for its account's staff. */
    find: '/student/api/userSignOrder/find',
    /** PUT (login) + /{message id} {message}: rewrite an order message from the stored order (SPEC "order update message"). */
    updateMessage: '/student/api/chatMessage/updateMessage',
    /** POST (login) {orderNo}: the student ticks the service agreement (SPEC "pay/sign"). */
    sign: '/student/api/pay/sign',
    /** POST (login) {orderNo, payChannel}: a new QR (payment attempt) for the order (SPEC "get pay QR string"). */
    payQr: '/student/api/pay/getPayQrString',
    /** POST (login) {orderNo, payChannel}: the gateway's mobile cashier URL (a payment attempt) for paying on a phone. */
    payUrl: '/student/api/pay/getPayUrl',
    /** POST noauth + /{channel}: the gateway's asynchronous signed notify; answers the text success or fail. */
    notify: '/student/api/noauth/pay/notify',
    /** POST noauth {attemptId, action: PAY | CANCEL}: the sandbox cashier page's buttons (SPEC "pay/scanCode"). */
    scanCode: '/student/api/noauth/pay/scanCode',
    /** GET (login) {pageIndex, pageSize}: 我的订单 (SPEC "findUserSignOrder"). */
    mine: '/student/api/personalSpace/findUserSignOrder',
    /** POST (login) {orderId, reason}: apply for a refund (SPEC "refundApply"). */
    refundApply: '/student/api/personalSpace/refundApply',
    /** GET noauth: the three membership plans. */
    plans: '/student/api/noauth/membership/plans',
    /** POST (login) {planCode}: a membership order for the caller. */
    membershipOrder: '/student/api/membership/order',
  },
  console: {
    /** GET: the accounts the staff member answers for. */
    accounts: '/student/api/console/accounts',
    /** GET ?studentId=: the student's profile and 我的大学List. */
    student: '/student/api/console/student',
    /** POST: send a notice to a student. */
    notice: '/student/api/console/notice',
    /** GET {status, pageIndex, pageSize} (platform customer service): reported circle posts and comments. */
    circleReports: '/student/api/console/circleReports',
    /** POST {id, action: HIDE | DISMISS} (platform customer service). */
    resolveCircleReport: '/student/api/console/circleReports/resolve',
    /** POST {roomCode, serviceContent, fee, attachmentUrl}: a SERVICE order in one of the caller's conversations. */
    createOrder: '/student/api/console/order',
    /** GET: refund requests of the caller's accounts (退款中 first, then decided ones). */
    refunds: '/student/api/console/refunds',
    /** POST {orderId, accept, note}: accept (gateway refund) or refuse a refund. */
    decideRefund: '/student/api/console/refunds/decide',
    /** GET: 我的学生, the students the caller advises (or talks with), with their journey's counts. */
    students: '/student/api/console/students',
    /** GET ?studentId= (tasks of a student) | POST (assign a task) | DELETE + /{id} (withdraw an unfinished one). */
    tasks: '/student/api/console/tasks',
    /** GET ?studentId=: a student's materials and paperwork (all versions) | POST {studentId, ...addPaperwork body}: upload for them. */
    paperwork: '/student/api/console/paperwork',
    /** GET ?studentId=: a student's applications; POST {applicationId, state, note?}: move one. */
    applications: '/student/api/console/applications',
    /** POST: record an offer against an application. */
    offers: '/student/api/console/offers',
    /** POST: a deadline for a student's application. */
    deadlines: '/student/api/console/deadlines',
    /** POST {studentId, kind: INTERVIEW_FEEDBACK | SELF_AWARENESS | SCORE | BG_BOOST | MILESTONE, ...} (consoleGrowthBodySchema); GET ?studentId=: the student's timeline, assessments, scores, boosts. */
    growth: '/student/api/console/growth',
    /** POST {studentId, kind: STRATEGY | COURSE | PROGRAM, ...} (journey-plan.ts consolePlanBodySchema): add a plan item. */
    plan: '/student/api/console/plan',
  },
  live: {
    /** GET {pageIndex, pageSize, orgId?, counselorId?, activeOnly?}: live sessions, live and upcoming first. */
    page: '/student/api/noauth/orgHome/pageQueryLiveVideo',
    /** GET ?id=: one session with recommendations (SPEC "live video info and recommendations"). */
    detail: '/student/api/noauth/orgHome/findLiveVideoInfo',
    /** POST {liveId} (login): reserve a session; a system notice says when it starts. */
    reserve: '/student/api/liveVideo/reserve',
    /** POST {liveId} (login): cancel my reservation. */
    cancel: '/student/api/liveVideo/cancelReserve',
    /** GET {pageIndex, pageSize, orgId?, counselorId?, keyword?}: playbacks, newest first (SPEC "playback"). */
    playbackPage: '/student/api/noauth/orgHome/pageQueryPlayback',
    /** GET ?id=: one playback with related ones. */
    playbackDetail: '/student/api/noauth/orgHome/findPlaybackInfo',
    /** PUT {playbackId, seconds} (login): save my position; GET ?playbackId= (login): my position or null. */
    position: '/student/api/playback/position',
    /** GET /files/playback/{id}/video (Range requests) and /files/playback/{id}/poster. */
    media: '/files/playback',
  },
  /** GET /files/{id}: uploaded files (private ones need Lt-Authorization of a party). */
  files: '/files',
  openapi: '/student/api/openapi.json',
} as const;

/**
 * Paths the SPA fallback and the service worker's navigation route never answer with index.html (`/pay`: the
 * sandbox gateway's cashier page, SANDBOX_CASHIER_PATH, served by the server).
 */
export const NON_SPA_PREFIXES = ['/student/api', '/socket.io', '/files', '/pay'] as const;
