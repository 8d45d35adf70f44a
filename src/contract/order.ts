/**
 * Orders, QR payment and membership (SPEC sections 2 "Service-order dialog", 3 "Order inside a message" and
 * "Order detail", pay channels Ali / Wx, dictionaries ORDER_STATUS and PAY_STATUS, 4 payment rules, 5 the
 * agreement before the QR, 7 "Messages and orders", 9 QR 220, overlay 3 s, three membership plans).
 *
 * Model:
 * - An order belongs to one student. A SERVICE order is created by a counselor, an organization contact or
 *   platform customer service in the console, inside an existing conversation of one of their accounts; it
 *   reaches the student as a chat message of msgType 'order' whose text is the JSON of orderMessageSchema
 *   (src/components/chat/chat-item.ts reads it). A MEMBERSHIP order is created by the student from a plan.
 * - Money is integer fen (1 元 = 100 fen) everywhere on the wire and in the database; screens format it with
 *   two decimals, thousands separators and 元 (formatFee).
 * - Paying: the student ticks the agreement (POST sign), then asks for a QR per channel (POST getPayQrString):
 *   each QR is one payment attempt with its own out-trade number and an expiry (ORDER_LIMITS.QR_TTL_MS). The
 *   gateway (PAY_PROVIDER; `sandbox` serves its cashier page at /pay/sandbox/{attemptId}) confirms by an
 *   asynchronous signed notify; only that notify marks an order paid, in the same transaction as the ledger
 *   row (unique on the gateway's transaction id). The server then emits `pay` {orderNo, payStatus,
 *   orderStatus} to the student's room and rewrites the order message.
 * - A second successful payment of a paid order (the other channel's QR) is recorded and refunded at once.
 * - Refunds: the student applies with a reason (order 服务中 → 退款中); the order's account (its counselor or
 *   organization contact, or platform customer service) accepts (gateway refund, → 已退款, a membership's
 *   vipLevel goes back) or refuses (→ 服务中, with the staff member's note).
 */
import { z } from 'zod';

import { idText, safeText } from './text.ts';
import { pageQuery, pageResultSchema } from './paging.ts';

export const PAY_CHANNELS = { Ali: '支付宝', Wx: '微信支付' } as const;
export type PayChannel = keyof typeof PAY_CHANNELS;
export const PAY_CHANNEL_CODES = Object.keys(PAY_CHANNELS) as [PayChannel, ...PayChannel[]];

/** PAY_STATUS dictionary codes (src/contract/dictionaries.ts). */
export const PAY_STATUS = { UNPAID: '0', PAID: '1' } as const;
export type PayStatus = (typeof PAY_STATUS)[keyof typeof PAY_STATUS];

/** ORDER_STATUS dictionary codes (src/contract/dictionaries.ts). */
export const ORDER_STATUS = {
  PENDING: '0',
  IN_SERVICE: '1',
  DONE: '2',
  CANCELLED: '3',
  REFUNDING: '4',
  REFUNDED: '5',
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
export const ORDER_STATUS_NAMES: Record<OrderStatus, string> = {
  '0': '待支付',
  '1': '服务中',
  '2': '已完成',
  '3': '已取消',
  '4': '退款中',
  '5': '已退款',
};

export const ORDER_KINDS = ['SERVICE', 'MEMBERSHIP'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

export const ORDER_LIMITS = {
  /** A QR (payment attempt) expires after this; the dialog says so and offers 刷新二维码. */
  QR_TTL_MS: 15 * 60_000,
  SERVICE_CONTENT_MAX: 1000,
  /** 0.01 元 to 1,000,000 元. */
  FEE_MIN_FEN: 1,
  FEE_MAX_FEN: 100_000_000,
  REFUND_REASON_MAX: 300,
  REFUND_NOTE_MAX: 300,
  /** Notifies older than this (the gateway's notify_time against the server clock) are refused. */
  NOTIFY_MAX_AGE_MS: 24 * 3_600_000,
  /** The 支付结果 page asks for the order this often while the notify is awaited (a socket `pay` ends it sooner)... */
  PAY_RESULT_POLL_MS: 2_000,
  /** ... for this long, then says the result is late and offers 刷新 and 继续支付. */
  PAY_RESULT_WAIT_MS: 60_000,
} as const;

/** Membership plans (SPEC section 9: three). The vipLevel a paid plan sets; months of service. */
export const MEMBERSHIP_PLANS = [
  {
    code: 'ONLINE_QUARTER',
    name: 'AI数字顾问 · 季度',
    vipLevel: 'ONLINE',
    months: 3,
    feeFen: 199_900,
    includes: ['AI数字顾问 24 小时答疑', '个性化选校与申请时间线', '任务提醒与进度跟踪'],
  },
  {
    code: 'ONLINE_YEAR',
    name: 'AI数字顾问 · 年度',
    vipLevel: 'ONLINE',
    months: 12,
    feeFen: 599_900,
    includes: ['季度会员的全部服务', '文书与材料清单逐项检查', '全年申请季任务跟踪'],
  },
  {
    code: 'ADVISOR_SEASON',
    name: '资深顾问 · 申请季',
    vipLevel: 'ADVISOR',
    months: 12,
    feeFen: 2_980_000,
    includes: ['资深顾问一对一规划与沟通', '选校、文书、网申全程指导', '面试辅导与录取后签证跟进'],
  },
] as const;
export type MembershipPlan = (typeof MEMBERSHIP_PLANS)[number];
export type MembershipPlanCode = MembershipPlan['code'];
export const MEMBERSHIP_PLAN_CODES = MEMBERSHIP_PLANS.map((plan) => plan.code) as [
  MembershipPlanCode,
  ...MembershipPlanCode[],
];

export const ORDER_TEXT = {
  DIALOG_TITLE: '订单详情',
  AGREEMENT_TITLE: '服务协议',
  AGREEMENT_CHECK: '我已阅读并同意《服务协议》',
  AGREEMENT_REQUIRED: '请先阅读并同意服务协议',
  QR_EXPIRED: '二维码已过期',
  QR_REFRESH: '刷新二维码',
  PAY_SUCCESS: '支付成功',
  ORDER_NOT_FOUND: '订单不存在',
  ORDER_NOT_PAYABLE: '订单当前不可支付',
  ORDER_PAID: '订单已支付',
  REFUND_APPLY: '申请退款',
  REFUND_REASON_REQUIRED: '请填写退款原因',
  REFUND_NOT_ALLOWED: '当前订单不能申请退款',
  REFUND_ACCEPTED: '退款已同意，款项将原路退回',
  REFUND_REFUSED: '退款申请未通过',
  FEE_INVALID: '请输入正确的金额（0.01 至 1,000,000 元）',
  SERVICE_CONTENT_REQUIRED: '请填写服务内容',
  MY_ORDERS: '我的订单',
  MEMBERSHIP: '会员服务',
  CREATE_ORDER: '创建订单',
  PAY_RESULT_TITLE: '支付结果',
  PAY_WAITING: '等待支付结果…',
  PAY_WAITING_LONG: '暂未收到支付结果。已付款的，结果通常在几分钟内到达，请稍后刷新。',
  PAY_REFRESH: '刷新',
  PAY_AGAIN: '继续支付',
  /** Inside WeChat's in-app browser, where Alipay's cashier cannot open. */
  WECHAT_NO_ALIPAY:
    '微信内无法打开支付宝。请使用微信支付，或点击右上角「···」选择「在浏览器中打开」后再用支付宝支付。',
  OPEN_IN_BROWSER: '在浏览器中打开',
  LINK_COPIED: '链接已复制，请粘贴到浏览器中打开',
} as const;

/** The phone's pay button of each channel: it opens the gateway's mobile cashier (getPayUrl). */
export const MOBILE_PAY_LABELS: Record<PayChannel, string> = { Ali: '去支付宝支付', Wx: '去微信支付' };

/**
 * The service agreement shown above the QR (ours; the spec only says there is one). Plain text blocks.
 */
export const SERVICE_AGREEMENT: readonly string[] = [
  '一、服务内容：以本订单“服务内容”所写为准，由创建订单的顾问或机构提供；会员服务以所选方案的说明为准。',
  '二、费用与支付：费用以人民币计，通过支付宝或微信支付扫码付款；付款成功以支付机构的通知为准，页面显示仅供参考。',
  '三、服务期限：自支付成功之日起计算；会员方案按所购月数计算。',
  '四、退款：服务开始前或未能按约提供服务的，可在“我的订单”申请退款，由提供服务的一方审核；同意后款项原路退回。',
  '五、个人信息：为提供服务所需，平台与服务方将按《隐私政策》处理你的个人信息。',
  '六、争议：双方友好协商；协商不成的，提交平台所在地有管辖权的人民法院处理。',
];

/** Fee in fen as the screens show it: 2 decimals, thousands separators (the unit 元 is added by the caller). */
export function formatFen(fen: number): string {
  return (fen / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

// --- read shapes -----------------------------------------------------------------------------------------

/** Order detail (SPEC section 3: serviceContent, serviceContentPreviewUrl, fee, payStatus, orderNo; ours more). */
export const orderDetailSchema = z.object({
  id: z.string(),
  orderNo: z.string(),
  kind: z.enum(ORDER_KINDS),
  serviceContent: z.string(),
  /** An attachment of the service content (`/files/{id}`, readable by the student), or null. */
  serviceContentPreviewUrl: z.string().nullable(),
  /** Fen. */
  fee: z.number().int(),
  payStatus: z.enum([PAY_STATUS.UNPAID, PAY_STATUS.PAID]),
  orderStatus: z.enum(['0', '1', '2', '3', '4', '5']),
  /** A membership order's plan, else null. */
  planCode: z.enum(MEMBERSHIP_PLAN_CODES).nullable(),
  /** Who provides the service: the account's name (counselor, organization, 平台客服), or 平台 for a membership. */
  providerName: z.string(),
  /** The student has ticked the agreement (POST sign). */
  agreementSigned: z.boolean(),
  payChannel: z.enum(PAY_CHANNEL_CODES).nullable(),
  paidAt: z.string().nullable(),
  createTime: z.string(),
  refundReason: z.string().nullable(),
  /** The staff member's note when a refund was refused or accepted. */
  refundNote: z.string().nullable(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderPageSchema = pageResultSchema(orderDetailSchema);
export type OrderPage = z.infer<typeof orderPageSchema>;

export const orderPageQuerySchema = z.object({
  ...pageQuery(10),
});

export const orderIdParamsSchema = z.object({ id: idText() });

/** What getPayQrString answers: the string the QR encodes (the gateway's cashier URL) and its expiry. */
export const payQrSchema = z.object({
  qrString: z.string(),
  /** ISO 8601. */
  expiresAt: z.string(),
  payChannel: z.enum(PAY_CHANNEL_CODES),
});
export type PayQr = z.infer<typeof payQrSchema>;

/**
 * What getPayUrl answers: the gateway's mobile cashier for paying on the same phone (Alipay's mobile-site
 * payment, WeChat Pay's H5 payment), one attempt like a QR; the gateway returns the student to the order's
 * 支付结果 page (routes PayResult), which trusts only the server's notify.
 */
export const payUrlSchema = z.object({
  payUrl: z.string(),
  /** ISO 8601. */
  expiresAt: z.string(),
  payChannel: z.enum(PAY_CHANNEL_CODES),
});
export type PayUrl = z.infer<typeof payUrlSchema>;

export const membershipPlanSchema = z.object({
  code: z.enum(MEMBERSHIP_PLAN_CODES),
  name: z.string(),
  vipLevel: z.enum(['ONLINE', 'ADVISOR']),
  months: z.number().int(),
  fee: z.number().int(),
  includes: z.array(z.string()),
});
export const membershipPlansSchema = z.array(membershipPlanSchema);

// --- writes ----------------------------------------------------------------------------------------------

/** POST pay/sign: the student ticks the agreement of an order. */
export const orderSignBodySchema = z.object({ orderNo: idText() });

/** POST getPayQrString (SPEC: body {orderNo, payChannel}). A new QR (attempt) each call. */
export const payQrBodySchema = z.object({ orderNo: idText(), payChannel: z.enum(PAY_CHANNEL_CODES) });

/** POST getPayUrl: the same body; a new attempt each call. */
export const payUrlBodySchema = payQrBodySchema;

/** PUT order update message /{id} (SPEC: body {message}): rewrites the order message from the stored order. */
export const orderUpdateMessageBodySchema = z.object({ message: safeText().max(2000) });

/** POST membership order: a MEMBERSHIP order of a plan for the caller. */
export const membershipOrderBodySchema = z.object({ planCode: z.enum(MEMBERSHIP_PLAN_CODES) });

/** POST refundApply. */
export const refundApplyBodySchema = z.object({
  orderId: idText(),
  reason: safeText().trim().min(1, ORDER_TEXT.REFUND_REASON_REQUIRED).max(ORDER_LIMITS.REFUND_REASON_MAX),
});

// --- console ------------------------------------------------------------------------------------------------

/** POST console order: a SERVICE order in one of the staff member's conversations. */
export const consoleOrderBodySchema = z.object({
  /** The conversation (its roomCode) the order message goes to. */
  roomCode: idText(),
  serviceContent: safeText()
    .trim()
    .min(1, ORDER_TEXT.SERVICE_CONTENT_REQUIRED)
    .max(ORDER_LIMITS.SERVICE_CONTENT_MAX),
  /** Fen. */
  fee: z
    .number()
    .int(ORDER_TEXT.FEE_INVALID)
    .min(ORDER_LIMITS.FEE_MIN_FEN, ORDER_TEXT.FEE_INVALID)
    .max(ORDER_LIMITS.FEE_MAX_FEN, ORDER_TEXT.FEE_INVALID),
  /** `/files/{id}` of the staff member's own upload, or null. */
  attachmentUrl: safeText().max(100).nullable().default(null),
});
export type ConsoleOrderBody = z.input<typeof consoleOrderBodySchema>;

/** A refund request as the console lists it. */
export const consoleRefundSchema = orderDetailSchema.extend({
  studentId: z.string(),
  studentName: z.string(),
  refundRequestedAt: z.string().nullable(),
});
export type ConsoleRefund = z.infer<typeof consoleRefundSchema>;
export const consoleRefundListSchema = z.array(consoleRefundSchema);

/** POST console refund decision. */
export const refundDecisionBodySchema = z.object({
  orderId: idText(),
  accept: z.boolean(),
  note: safeText().trim().max(ORDER_LIMITS.REFUND_NOTE_MAX).default(''),
});

// --- the gateway's notify (sandbox provider: the shape of Alipay's asynchronous notify) ----------------------

/**
 * POST noauth/pay/notify/{channel}: form or JSON. `sign` = HMAC-SHA256 (hex) over the other parameters sorted
 * by name, joined as k=v&k=v, with PAY_NOTIFY_KEY. The server answers the text `success` when it has the
 * payment (first time or again), `fail` otherwise (the gateway retries).
 */
export const payNotifySchema = z.object({
  out_trade_no: safeText().max(64),
  trade_no: safeText().max(64),
  /** 元 with two decimals, e.g. "1999.00". */
  total_amount: safeText().max(20),
  trade_status: z.enum(['TRADE_SUCCESS', 'TRADE_CLOSED']),
  notify_id: safeText().max(64),
  /** ISO 8601. */
  notify_time: safeText().max(40),
  sign: safeText().max(200),
});
export type PayNotify = z.infer<typeof payNotifySchema>;

/** The sandbox gateway's cashier page (outside /student/api): `${SANDBOX_CASHIER_PATH}/{attemptId}`. */
export const SANDBOX_CASHIER_PATH = '/pay/sandbox';

/** POST noauth pay/scanCode: the sandbox cashier page's buttons (确认支付 / 取消). */
export const scanCodeBodySchema = z.object({
  attemptId: idText(),
  action: z.enum(['PAY', 'CANCEL']),
  /** A mobile cashier's way back to the app: a path of this site only (sandboxReturnPath). */
  return: safeText().max(300).optional(),
});

/** A mobile cashier's return address as the sandbox keeps it: a path of this site, or undefined for any other. */
export function sandboxReturnPath(value: string | undefined): string | undefined {
  return value !== undefined && /^\/(?![/\\])/.test(value) ? value : undefined;
}
