/**
 * Official supporters shown in the footer. Demo data: the bodies are fictitious and their links point at
 * the reserved example domains, so the footer never implies a real endorsement nor hot-links an image.
 */
export const SUPPORTERS: readonly { name: string; linkUrl: string }[] = [
  { name: '国际教育交流促进会', linkUrl: 'https://www.example.org/ieep' },
  { name: '海外留学服务联盟', linkUrl: 'https://www.example.org/osa' },
  { name: '中外合作办学研究中心', linkUrl: 'https://www.example.org/sfcr' },
  { name: '留学生职业发展协会', linkUrl: 'https://www.example.org/iscd' },
  { name: '国际学校课程发展委员会', linkUrl: 'https://www.example.org/iscc' },
];
