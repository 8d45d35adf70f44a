/**
 * The sandbox gateway's cashier page (what its QR opens, and on a phone its mobile cashier): a small
 * server-rendered page, no script (the CSP allows none inline); its buttons are a plain form posting
 * API.order.scanCode, answered by a redirect back here. While the notify is on its way the page reloads itself
 * (meta refresh) until it shows 支付成功; a mobile cashier then returns the student to the app (its return
 * path, as a gateway's result page does), where the order's page waits for the server's notify in turn.
 */
import { API } from '../../../src/contract/api.ts';
import { PAY_CHANNELS, type PayChannel } from '../../../src/contract/order.ts';
import { fenToYuan } from '../../adapters/payment/payment.ts';
import { escapeHtml } from '../../lib/html.ts';

export interface CashierView {
  attemptId: string;
  orderNo: string;
  amountFen: number;
  channel: string;
  /** OPEN, PAID, CANCELLED, CLOSED or EXPIRED; null: no such QR. */
  status: string | null;
  /** The button just pressed (after the redirect). */
  done: string | undefined;
  /** The mobile cashier's way back to the app (a path of this site); undefined for a scanned QR. */
  returnPath: string | undefined;
}

/** Seconds between reloads while the notify is on its way; and before a paid mobile cashier returns. */
const WAIT_REFRESH_S = 1;
const RETURN_AFTER_S = 2;

function statusLine(view: CashierView): string | null {
  if (view.status === null) return '二维码无效';
  if (view.status === 'PAID') return '支付成功';
  if (view.done === 'PAY') return '已确认支付，等待支付结果通知…';
  if (view.status === 'CANCELLED') return '已取消支付';
  if (view.status === 'CLOSED' || view.status === 'EXPIRED') return '二维码已过期';
  return null;
}

export function renderCashier(view: CashierView): string {
  const channelName = PAY_CHANNELS[view.channel as PayChannel] ?? '';
  const line = statusLine(view);
  const back = view.returnPath;
  const waiting = view.done === 'PAY' && view.status === 'OPEN';
  const details =
    view.status === null
      ? ''
      : `<dl>
  <dt>支付方式</dt><dd>${escapeHtml(channelName)}</dd>
  <dt>订单号</dt><dd>${escapeHtml(view.orderNo)}</dd>
  <dt>金额</dt><dd class="fee">¥${escapeHtml(fenToYuan(view.amountFen))}</dd>
</dl>`;
  const form =
    line === null
      ? `<form method="post" action="${API.order.scanCode}">
  <input type="hidden" name="attemptId" value="${escapeHtml(view.attemptId)}">
${back ? `  <input type="hidden" name="return" value="${escapeHtml(back)}">\n` : ''}  <button type="submit" name="action" value="PAY" class="pay">确认支付</button>
  <button type="submit" name="action" value="CANCEL" class="cancel">取消</button>
</form>`
      : `<p class="status" role="status">${escapeHtml(line)}</p>`;
  // the way back once the page has nothing more to do: paid, cancelled, expired
  const returnLink =
    back && line !== null && !waiting ? `<a class="pay back" href="${escapeHtml(back)}">返回商户</a>` : '';
  const refresh = waiting
    ? `<meta http-equiv="refresh" content="${WAIT_REFRESH_S}">`
    : back && view.status === 'PAID'
      ? `<meta http-equiv="refresh" content="${RETURN_AFTER_S};url=${escapeHtml(back)}">`
      : '';
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>沙箱收银台（演示）</title>
${refresh}
<style>
body{margin:0;font-family:system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f3f5f9;color:#1f2937}
main{max-width:420px;margin:0 auto;padding:24px 16px}
h1{font-size:20px;text-align:center;margin:8px 0 4px}
.note{text-align:center;color:#6b7280;font-size:13px;margin:0 0 20px}
dl{background:#fff;border-radius:12px;padding:16px;display:grid;grid-template-columns:auto 1fr;gap:10px 16px;margin:0 0 20px}
dt{color:#6b7280}dd{margin:0;text-align:right;word-break:break-all}
.fee{font-size:22px;font-weight:600;color:#dc2626}
form{display:flex;flex-direction:column;gap:12px}
button{font-size:17px;padding:14px;border-radius:10px;border:0}
.pay{background:#1677ff;color:#fff}.cancel{background:#e5e7eb;color:#374151}
.status{background:#fff;border-radius:12px;padding:16px;text-align:center;font-size:17px}
.back{display:block;margin-top:12px;text-align:center;text-decoration:none;font-size:17px;padding:14px;border-radius:10px}
</style>
</head>
<body>
<main>
<h1>沙箱收银台（演示）</h1>
<p class="note">演示环境，不会产生真实扣款</p>
${details}
${form}
${returnLink}
</main>
</body>
</html>
`;
}
