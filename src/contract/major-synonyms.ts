/**
 * What students type for a major, mapped to the catalog's 61 major categories (server/seed/catalog/
 * majors.jsonl, nameCn): abbreviations, English names and near words. The majors search
 * (server/modules/major/major.repository.ts) puts a major whose name is the keyword first, then the majors a
 * synonym names (in the order given here), then name prefixes, then substrings. Terms are matched whole,
 * case-insensitively.
 */
export interface MajorSynonym {
  /** What a student types (lower case for Latin). */
  terms: readonly string[];
  /** The majors it means, best first: nameCn values of majors.jsonl. */
  majors: readonly string[];
}

export const MAJOR_SYNONYMS: readonly MajorSynonym[] = [
  {
    terms: [
      'cs',
      'cse',
      '计算机科学',
      '计科',
      '计算机科学与技术',
      'computer science',
      'computing',
      '编程',
      '软件',
      '软件工程',
      'se',
    ],
    majors: ['计算机', '信息系统'],
  },
  { terms: ['is', 'mis', '信管', '信息管理', 'information systems'], majors: ['信息系统', '计算机'] },
  {
    terms: ['ee', 'ece', '电子电气', '电子', '电气', '电子工程', '电气工程', 'electrical engineering'],
    majors: ['电气电子'],
  },
  { terms: ['me', '机械', 'mechanical engineering'], majors: ['机械工程', '工业工程'] },
  { terms: ['ie', 'ieor', '工业工程', 'industrial engineering'], majors: ['工业工程'] },
  { terms: ['ce', '土木', 'civil engineering'], majors: ['土木工程'] },
  { terms: ['aero', '航空', '航天', '航空航天', 'aerospace'], majors: ['航空工程'] },
  { terms: ['bme', '生物医学工程', 'bioengineering'], majors: ['生物工程'] },
  {
    terms: [
      '传媒',
      '新闻传播',
      '新闻与传播',
      '传播',
      '传播学',
      '新传',
      'communication',
      'communications',
      'media',
      '媒体',
    ],
    majors: ['新闻', '媒体与传播', '新媒体', '策略传播', '媒体产业', '媒介与社会', '科学传播'],
  },
  { terms: ['journalism', '新闻学'], majors: ['新闻', '媒体与传播'] },
  { terms: ['金融学', 'finance', 'fin'], majors: ['金融', '金工金数'] },
  { terms: ['金融工程', '金融数学', 'mfe', 'financial engineering', 'quant'], majors: ['金工金数', '金融'] },
  {
    terms: ['商科', 'business', '商学', '商业', 'bs'],
    majors: ['工商管理', '管理', '金融', '市场营销', '会计', '商业分析', '其他商科'],
  },
  { terms: ['mba', 'ba', 'business administration'], majors: ['工商管理', '管理'] },
  { terms: ['management', '管理学'], majors: ['管理', '工商管理'] },
  { terms: ['business analytics', '商分', 'msba'], majors: ['商业分析', '数据科学'] },
  { terms: ['会计学', 'accounting', 'acc', 'macc'], majors: ['会计'] },
  { terms: ['marketing', '营销'], majors: ['市场营销'] },
  { terms: ['hr', 'hrm', '人力', '人力资源'], majors: ['人力资源管理'] },
  { terms: ['scm', '供应链', 'supply chain', '物流'], majors: ['供应链管理', '交通运输'] },
  {
    terms: ['ds', '数据', 'data science', '大数据', '数据分析', 'analytics'],
    majors: ['数据科学', '商业分析'],
  },
  { terms: ['ai', '人工智能', 'artificial intelligence', '机器学习', 'ml'], majors: ['计算机', '数据科学'] },
  { terms: ['法学', 'law', 'llm', 'jd', '法律硕士'], majors: ['法律'] },
  { terms: ['medicine', '临床', '临床医学', 'md', 'mbbs'], majors: ['医学', '公共卫生'] },
  { terms: ['公卫', 'public health', 'mph'], majors: ['公共卫生', '医学'] },
  { terms: ['pharmacy', '药'], majors: ['药学'] },
  { terms: ['architecture', 'arch', '建筑学'], majors: ['建筑'] },
  { terms: ['心理', 'psychology', 'psy', 'psych'], majors: ['心理学'] },
  { terms: ['经济学', 'econ', 'economics', 'econometrics', '计量'], majors: ['经济', '金工金数'] },
  { terms: ['education', 'edu', '教育学', 'tesol'], majors: ['教育'] },
  {
    terms: ['国关', 'ir', 'international relations', '政治', '政治学', 'politics'],
    majors: ['国际关系', '公共政策与事务'],
  },
  { terms: ['公共政策', '公共管理', 'mpa', 'mpp', 'public policy'], majors: ['公共政策与事务'] },
  { terms: ['社会学', '社工', 'sociology', 'social work'], majors: ['社会学与社工'] },
  {
    terms: ['math', 'maths', 'mathematics', '数学与统计', '统计', 'statistics', 'stats'],
    majors: ['数学', '数据科学'],
  },
  { terms: ['physics', '物理学'], majors: ['物理'] },
  { terms: ['chemistry', 'chem', '化学工程', '化工'], majors: ['化学', '其他工科'] },
  { terms: ['biology', 'bio', '生物学', '生命科学'], majors: ['生物', '生物工程'] },
  { terms: ['环境', '环境科学', 'environmental', 'environment'], majors: ['环境工程', '地球科学'] },
  { terms: ['材料科学', 'materials', '材料工程'], majors: ['材料'] },
  { terms: ['energy', '新能源'], majors: ['能源'] },
  { terms: ['艺术设计', '设计', 'art', 'design', '美术'], majors: ['艺术'] },
  { terms: ['电影', '影视制作', 'film', '戏剧', '表演'], majors: ['影视'] },
  { terms: ['历史学', 'history'], majors: ['历史'] },
  { terms: ['哲学系', 'philosophy'], majors: ['哲学'] },
  { terms: ['语言学', '外语', 'linguistics', 'languages', '翻译'], majors: ['语言'] },
  { terms: ['酒店', '酒店管理', '旅游', 'hospitality', 'tourism'], majors: ['旅游酒店管理'] },
  { terms: ['sports', '体育管理', '运动'], majors: ['体育'] },
  { terms: ['食品', 'food science', '农业'], majors: ['食品科学'] },
  { terms: ['地质', '地理', 'earth science', 'geology'], majors: ['地球科学', '海洋技术'] },
  { terms: ['海洋', 'ocean', 'marine'], majors: ['海洋技术', '地球科学'] },
  { terms: ['地产', 'real estate'], majors: ['房地产'] },
  { terms: ['交通', 'transportation'], majors: ['交通运输'] },
  { terms: ['创业', '创新', 'entrepreneurship', 'innovation'], majors: ['创业与创新'] },
  { terms: ['工程', 'engineering', '工科'], majors: ['其他工科', '工程管理'] },
  { terms: ['em', 'engineering management'], majors: ['工程管理'] },
];

/** The majors (nameCn) a whole keyword names through the table, best first; [] when none. */
export function majorSynonymTargets(keyword: string): string[] {
  const term = keyword.trim().toLowerCase();
  if (term === '') return [];
  const targets: string[] = [];
  for (const synonym of MAJOR_SYNONYMS) {
    if (!synonym.terms.includes(term)) continue;
    for (const major of synonym.majors) if (!targets.includes(major)) targets.push(major);
  }
  return targets;
}
