/**
 * Texts of the main layout and of shared controls (SPEC section 2), in Chinese like every text on
 * screen: labels the browser reads out (aria-label) included. One home for the client and the tests.
 */

/** The prompt dialog of the layout. SPEC calls it "titled Tip", an English gloss of 提示. */
export const TIP_DIALOG_TEXT = {
  title: '提示',
  diyTip: '您当前选择的是DIY申请模式，VIP服务需要先到个人空间升级会员后才能使用。',
  confirm: '确定',
} as const;

/** The service selector shown once to visitors; a visitor may close it and stay on the page. */
export const SERVICE_SELECTOR_TEXT = {
  title: '选择适合你的留学服务',
  subtitle: '之后可以随时在个人空间更改',
  close: '关闭',
} as const;

/** The toast region and each toast's close button (the UI kit would say Notifications, Dismiss notification). */
export const TOAST_TEXT = {
  region: '通知',
  close: '关闭通知',
} as const;

/**
 * The message center at /message: its tabs, the private-message list and the notices by type. Each
 * empty state says what will appear there. Chat texts shared with the chat dialog are CHAT_TEXT (chat.ts).
 */
export const MESSAGE_CENTER_TEXT = {
  tabs: '消息类型',
  chatTab: '私信',
  noticeTab: '系统通知',
  chatList: '私信列表',
  chatEmptyTitle: '还没有私信',
  chatEmptyText: '与平台客服、机构或顾问的对话会显示在这里。',
  contactService: '联系平台客服',
  imagePreview: '[图片]',
  noMessageYet: '还没有消息',
  accountKind: { PLATFORM: '平台客服', ORG: '机构客服', COUNSELOR: '顾问' },
  unread: '未读',
  yesterday: '昨天',
  staleOffline: '当前离线，显示的是上次加载的内容。',
  noticeTypes: '通知类型',
  allTypes: '全部',
  markAllRead: '全部标为已读',
  markedAllRead: '已全部标为已读',
  noticeList: '通知列表',
  noticeEmptyTitle: '暂无通知',
  /** Empty state of each notice type ('all': no type chosen), by notice type code (SPEC section 3). */
  noticeEmpty: {
    all: '院校参观、申请、录取、留学圈和平台的通知都会显示在这里。',
    1: '留学圈里与你有关的评论、回复和点赞会显示在这里。',
    2: '院校参观活动的报名结果和行程提醒会显示在这里。',
    3: '录取结果和录取通知会显示在这里。',
    4: '申请进度和材料提醒会显示在这里。',
    5: '你关注的院校的动态和活动会显示在这里。',
    10: '平台公告和账号相关的通知会显示在这里。',
  },
} as const;

/** Texts of the chat dialog and the staff console that the SPEC does not give (its own are CHAT_TEXT). */
export const CHAT_UI_TEXT = {
  dialogLabel: '在线聊天',
  close: '关闭',
  emoji: '表情',
  image: '图片',
  imageAlt: '聊天图片',
  imageFailed: '[图片加载失败]',
  loadingOlder: '加载更多消息...',
  noOlder: '没有更早的消息了',
  orderNo: '订单号',
  fee: '金额',
  feeUnit: '元',
  connecting: '正在打开会话...',
  openFailed: '会话打开失败，请稍后重试',
  offline: '当前离线，显示的是本机保存的聊天记录',
  console: {
    title: '客服工作台',
    conversations: '会话',
    noConversations: '还没有会话：学生发来消息后会出现在这里',
    selectConversation: '选择左侧的一个会话开始回复',
    student: '学生信息',
    universities: '我的大学List',
    noUniversities: '还没有加入院校',
    loadFailed: '加载失败',
    retry: '重试',
    /** SPEC section 2 service selector names; vipLevel names are ours. */
    serviceTypes: { ADVISOR: '资深顾问', ONLINE: 'AI数字顾问', DIY: 'DIY申请' } as Record<string, string>,
    vipLevels: { NONE: '普通用户', ONLINE: '在线服务会员', ADVISOR: '顾问服务会员' } as Record<
      string,
      string
    >,
    labels: {
      nameCn: '姓名',
      nickname: '昵称',
      mobile: '手机号',
      serviceType: '服务类型',
      vipLevel: '会员等级',
      studyIntentionType: '求学意向',
      schoolName: '就读学校',
      gradeType: '当前年级',
      educationSystem: '课程体系',
      abroadCountry: '留学目的地',
    },
    notice: {
      title: '发送通知',
      type: '通知类型',
      subject: '标题',
      content: '内容',
      submit: '发送通知',
      sent: '通知已发送',
      failed: '通知发送失败:',
      required: '请填写标题和内容',
    },
  },
} as const;

/** The privacy policy page (/privacy) and the consent checkbox of the login and register forms. */
export const PRIVACY_TEXT = {
  /** The checkbox label is consentPrefix followed by policyLink, a link to /privacy. */
  consentPrefix: '我已阅读并同意',
  policyLink: '《隐私政策》',
  consentLabel: '我已阅读并同意《隐私政策》',
  toc: '目录',
  effectiveDate: '生效日期',
  updatedDate: '更新日期',
} as const;

/**
 * What an error boundary shows in place of a route or a panel whose render failed: the rest of the page stays,
 * and 重试 renders that place again.
 */
export const ERROR_BOUNDARY_TEXT = {
  title: '页面出错了',
  text: '这部分内容暂时无法显示，请重试。',
  retry: '重试',
} as const;
