/** Texts of the console's 创建订单 form and 退款申请 view that the contract (ORDER_TEXT) does not hold. */
export const CONSOLE_ORDER_TEXT = {
  serviceContent: '服务内容',
  fee: '费用（元）',
  feePlaceholder: '例如 1999.00',
  attachment: '附件图片（选填，jpg/png）',
  submit: '发送订单',
  cancel: '取消',
  created: '订单已发送到会话',
  refunds: '退款申请',
  refundsEmpty: '没有退款申请',
  student: '学生',
  orderNo: '订单号',
  reason: '退款原因',
  requestedAt: '申请时间',
  note: '处理说明（选填）',
  accept: '同意退款',
  refuse: '拒绝',
} as const;
