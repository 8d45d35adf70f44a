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
