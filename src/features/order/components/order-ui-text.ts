import { ORDER_TEXT } from '@/contract/order';
import { CHAT_UI_TEXT } from '@/contract/ui-text';

/** Texts of the service-order dialog that the contract's ORDER_TEXT does not hold. */
export const ORDER_UI_TEXT = {
  TITLE: ORDER_TEXT.DIALOG_TITLE,
  PROVIDER: '服务方',
  ORDER_NO: CHAT_UI_TEXT.orderNo,
  SERVICE_CONTENT: '服务内容',
  ATTACHMENT: '服务内容附件',
  FEE: '订单金额',
  FEE_UNIT: CHAT_UI_TEXT.feeUnit,
  STATUS: '订单状态',
  PAID_AT: '支付时间',
  LOADING: '正在加载订单…',
  CLOSE: '关闭',
  RETRY: '重试',
  PAY_CHANNEL: '支付方式',
  QR_LABEL: '支付二维码',
  QR_LOADING: '正在生成二维码…',
  SHOW_QR: '显示支付二维码',
  EXPIRES_IN: '二维码有效期',
  scanHint: (channelName: string) => `请使用${channelName}扫码支付`,
} as const;
