/** Texts of the console's report queue that the contract does not hold (statuses and reasons are CIRCLE_*). */
export const REPORT_TEXT = {
  title: '举报处理',
  post: '帖子',
  comment: '评论',
  image: '被举报的图片',
  detail: '举报说明',
  author: '发布者',
  reporter: '举报人',
  hide: '隐藏内容',
  dismiss: '驳回',
  hidden: '已隐藏该内容',
  dismissed: '已驳回该举报',
  empty: '没有这个状态的举报',
} as const;
