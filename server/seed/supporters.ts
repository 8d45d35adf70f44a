/**
 * Official supporters shown in the footer. Demo data: the bodies are fictitious, so they carry no link (the
 * footer shows a supporter without an https address of its own as a plain name) and no image: the footer never
 * implies a real endorsement, never links to a made-up site and never hot-links an image.
 */
export const SUPPORTERS: readonly { name: string; linkUrl: string }[] = [
  { name: '国际教育交流促进会', linkUrl: '' },
  { name: '海外留学服务联盟', linkUrl: '' },
  { name: '中外合作办学研究中心', linkUrl: '' },
  { name: '留学生职业发展协会', linkUrl: '' },
  { name: '国际学校课程发展委员会', linkUrl: '' },
];
