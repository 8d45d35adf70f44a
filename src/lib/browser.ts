/** Facts about the browser the page runs in that the UI must adapt to. */

/** WeChat's in-app browser (its user agent says MicroMessenger): it opens no Alipay cashier. */
export function isWeChatBrowser(
  userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
) {
  return /MicroMessenger/i.test(userAgent);
}
