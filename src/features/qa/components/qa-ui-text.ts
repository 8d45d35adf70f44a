import { CIRCLE_TEXT } from '@/contract/circle';

/**
 * Texts of the Q&A writing screens that the contract's QA_TEXT does not hold. The outbox states are the
 * circle's words (CIRCLE_TEXT), so every queued write of the app reads the same.
 */
export const QA_UI_TEXT = {
  SENDING: CIRCLE_TEXT.SENDING,
  SEND_FAILED: CIRCLE_TEXT.SEND_FAILED,
  RETRY: CIRCLE_TEXT.RETRY,
  EDIT: CIRCLE_TEXT.EDIT,
  DELETE: CIRCLE_TEXT.DELETE,
  TITLE: '标题',
  TITLE_PLACEHOLDER: '一句话说清你的问题',
  CATEGORY: '分类',
  CATEGORY_REQUIRED: '请选择问题分类',
  CONTENT: '问题描述（选填）',
  CONTENT_PLACEHOLDER: '补充背景：学校、专业、时间、已经了解到的信息',
  TAGS: '标签',
  TAG_PLACEHOLDER: '输入标签后按回车添加',
  REMOVE_TAG: '删除标签',
  PUBLISH: '发布',
  CANCEL: '取消',
  CLOSE: '关闭',
  NOT_STORED: '保存失败，内容仍在表单中，请稍后再试',
  LIKE: '赞',
  LIKED: '已赞',
  ANSWER_PLACEHOLDER: '写下你的回答',
  DELETE_QUESTION: '删除问题',
  DELETE_QUESTION_CONFIRM: '删除后其他人将看不到这个问题和它的回答，确定删除吗？',
  CONFIRM_DELETE: '确定删除',
  BACK_TO_LIST: '返回全部问答',
} as const;
