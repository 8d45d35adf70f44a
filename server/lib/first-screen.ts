/**
 * First screens drawn by the server (src/contract/first-screen.ts): for a page whose first screen
 * shows data, the page's HTML comes with that data drawn into the app shell, so a phone on a poor connection
 * shows it before any script has arrived, and with the GETs' envelopes as JSON, so the app renders the same
 * data in its first render instead of asking for it again.
 *
 * A page's `FirstScreen` names its GETs (API path and query: the contract's queries, which the app's
 * fetchers use too) and draws the shell's content from their data. The answers are made by the server
 * itself (`app.inject`: the same route, validation and serialisation a browser gets), as a visitor without a
 * token, and only successful envelopes are kept; a page whose requests failed is sent with the plain shell.
 *
 * The home page is the first (its LCP, the banner's text, was React-rendered after the app's chunk): its title
 * and tagline, a placeholder of the search box, and the banner's first slide, drawn with the carousel's sizes
 * and colours (banner-carousel.tsx, home-page.tsx; tests/e2e/app-shell.e2e.test.ts compares their boxes).
 * /schools is the second: under PageShell's heading, the count, the ranking's source and the page's university
 * cards (schools-page.tsx, university-card.tsx). /circle is the third, with its own heading row (`ownHeading`):
 * the tabs, 推荐's topic chips and the feed's first page of post cards (circle-page.tsx, feed-view.tsx,
 * post-card.tsx). Another page copies them: a `FirstScreen` here, its queries in the contract, a prefetch in its
 * route's loader, its shell CSS in index.html.
 */
import type { z } from 'zod';

import { API } from '../../src/contract/api.ts';
import { anyEnvelope } from '../../src/contract/envelope.ts';
import { FIRST_SCREEN_DATA_ID, firstScreenKey } from '../../src/contract/first-screen.ts';
import {
  adListSchema,
  HOME_BANNER_QUERY,
  HOME_HOT_SEARCH_QUERY,
  HOME_TAGLINE,
  isInAppPath,
} from '../../src/contract/home.ts';
import { HEADERS, SITE } from '../../src/contract/limits.ts';
import {
  logoColour,
  rankAttribution,
  schoolsSearchSchema,
  universityPageQuery,
  universityPageSchema,
  type UniversityListItem,
} from '../../src/contract/catalog.ts';
import {
  CIRCLE_FEED_CODES,
  CIRCLE_FEEDS,
  CIRCLE_LIMITS,
  CIRCLE_TEXT,
  CIRCLE_TOPIC_CODES,
  CIRCLE_TOPICS,
  circleFeedFirstQuery,
  circleFeedSchema,
  circleSearchSchema,
  type CirclePost,
  type CircleQuote,
  type CircleSearch,
} from '../../src/contract/circle.ts';
import {
  CIRCLE_ICONS,
  foldText,
  needsFold,
  relativeTime,
  type CircleIconName,
} from '../../src/contract/circle-display.ts';
import { RESULT_CODE } from '../../src/contract/result-codes.ts';
import type { RouteName } from '../../src/contract/routes.ts';
import { escapeHtml } from './html.ts';

/** A GET's URL: the API path and its query, as the app's request client writes it. */
export function apiUrl(path: string, query: Record<string, string | number>): string {
  const params = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]));
  return `${path}?${params.toString()}`;
}

/** The successful envelopes of a page's GETs, by firstScreenKey. */
export type FirstScreenAnswers = Map<string, z.infer<typeof anyEnvelope>>;

export interface FirstScreen {
  /** The GETs whose answers the first screen shows. */
  requests: (search: URLSearchParams) => string[];
  /**
   * The shell's content below the page's heading (it replaces index.html's `<!--page-first-screen-->` part),
   * drawn from the answers in a `.first-screen` element; the home page, which has no PageShell heading, draws
   * its own title in place of the heading placeholder.
   */
  render: (answers: FirstScreenAnswers, search: URLSearchParams) => string;
  /**
   * The content draws the page's own heading (the home page, /circle): the shell's heading placeholder is
   * removed instead of becoming PageShell's title and description.
   */
  ownHeading?: boolean;
  /**
   * The page's data differs by reader (/circle: a reader's reported posts are left out of their feed): a request
   * with the signed-in hint (src/contract/first-screen.ts SIGNED_IN_COOKIE) gets the plain shell.
   */
  visitorOnly?: boolean;
}

/** The data of one GET's answer checked against its contract schema, undefined when it is missing or wrong. */
function answerData<T>(answers: FirstScreenAnswers, url: string, schema: z.ZodType<T>): T | undefined {
  const answer = answers.get(firstScreenKey(url));
  if (!answer) return undefined;
  const data = schema.safeParse(answer.data);
  return data.success ? data.data : undefined;
}

const HOME_BANNER_URL = apiUrl(API.common.findAd, HOME_BANNER_QUERY);
const HOME_HOT_SEARCH_URL = apiUrl(API.common.hotSearch, HOME_HOT_SEARCH_QUERY);

const homeFirstScreen: FirstScreen = {
  ownHeading: true,
  requests: () => [HOME_BANNER_URL, HOME_HOT_SEARCH_URL],
  render: (answers) => {
    const ad = answerData(answers, HOME_BANNER_URL, adListSchema)?.[0];
    const banner = ad
      ? // the tone's gradient is index.html's .tone-<tone> (banner-carousel.tsx's TONES in Chakra's palette)
        `<section class="banner tone-${ad.tone}" aria-label="推荐">` +
        '<span class="ring"></span><span class="ring small"></span><div class="slide">' +
        `<h2>${escapeHtml(ad.title)}</h2><p>${escapeHtml(ad.subtitle)}</p>` +
        (isInAppPath(ad.linkPath)
          ? `<a class="banner-link" href="${escapeHtml(ad.linkPath)}">${escapeHtml(ad.linkText)}</a>`
          : '') +
        '</div></section>'
      : '<div class="banner card"></div>';
    return (
      '<div class="first-screen home-first-screen">' +
      `<div class="home-heading"><h1>${escapeHtml(SITE.TITLE)}</h1><p>${escapeHtml(HOME_TAGLINE)}</p></div>` +
      '<div class="search card"></div>' +
      banner +
      '<div class="card"></div><div class="card"></div>' +
      '</div>'
    );
  },
};

/** The /schools list query of a URL's search params, as the route reads them and its loader asks. */
function schoolsQuery(search: URLSearchParams) {
  return universityPageQuery(schoolsSearchSchema.parse(searchObject(search)));
}

function schoolsListUrl(query: ReturnType<typeof schoolsQuery>): string {
  const defined = Object.entries(query).filter(
    (entry): entry is [string, string | number] => entry[1] !== undefined,
  );
  return apiUrl(API.university.page, Object.fromEntries(defined));
}

const RANK_CHIPS = [
  ['qs', 'QS'],
  ['usNews', 'US News'],
  ['the', '泰晤士'],
  ['arwu', '软科'],
] as const;

/** One university as university-card.tsx draws it (index.html's `.uni` CSS). */
function universityCardHtml(university: UniversityListItem): string {
  const logoSize = university.logoText.length > 2 ? 'small' : 'large';
  const place = `${university.countryName}${university.city ? ` · ${university.city}` : ''}`;
  const chips = RANK_CHIPS.map(([key, label]) => {
    const cell = university.ranks[key];
    return cell
      ? `<span class="chip${key === 'qs' ? ' brand' : ''}">${label} #${escapeHtml(cell.label)}</span>`
      : '';
  }).join('');
  return (
    '<article class="uni"><div class="uni-row">' +
    `<div class="logo ${logoSize}" style="background-color:${logoColour(university.nameEn)}" role="img" aria-label="${escapeHtml(university.nameEn)} 标志">${escapeHtml(university.logoText)}</div>` +
    '<div class="uni-body">' +
    `<a class="uni-name" href="/school/detail?id=${encodeURIComponent(university.id)}">${escapeHtml(university.nameCn)}</a>` +
    (university.nameEn !== university.nameCn
      ? `<p class="uni-en">${escapeHtml(university.nameEn)}</p>`
      : '') +
    `<div class="uni-meta"><span>${escapeHtml(place)}</span>` +
    (university.typeName ? `<span class="type">${escapeHtml(university.typeName)}</span>` : '') +
    '</div>' +
    `<div class="chips">${chips}</div>` +
    '</div></div></article>'
  );
}

const schoolsFirstScreen: FirstScreen = {
  requests: (search) => [schoolsListUrl(schoolsQuery(search))],
  render: (answers, search) => {
    const query = schoolsQuery(search);
    const page = answerData(answers, schoolsListUrl(query), universityPageSchema);
    return (
      '<div class="first-screen schools-first-screen">' +
      '<div class="search-bar card"></div><div class="filters card"></div>' +
      `<div class="list-meta"><p class="count">${page ? `共 ${page.total} 所院校` : ''}</p><p>${escapeHtml(rankAttribution(query.rankType))}</p></div>` +
      (page && page.list.length > 0
        ? `<div class="uni-list">${page.list.map(universityCardHtml).join('')}</div>`
        : '<div class="card"></div><div class="card"></div>') +
      '</div>'
    );
  },
};

/** A URL's search params as an object (the last value of a repeated name, as the router reads them). */
function searchObject(search: URLSearchParams): Record<string, string> {
  const params: Record<string, string> = {};
  search.forEach((value, name) => {
    params[name] = value;
  });
  return params;
}

/** The /circle view of a URL's search params, as its route reads them. */
function circleSearch(search: URLSearchParams): CircleSearch {
  return circleSearchSchema.parse(searchObject(search));
}

/** The first page of 推荐 (of the URL's topic) as FeedView asks for it; none for the other views. */
function circleFeedUrl(view: CircleSearch): string | null {
  if (view.post || view.user || view.feed !== 'RECOMMEND') return null;
  return apiUrl(API.circle.feed, circleFeedFirstQuery(view.topic));
}

/** An icon of circle-icons.tsx: the same shapes, 16 px, stroked with the text colour. */
function iconSvg(name: CircleIconName): string {
  const shapes = CIRCLE_ICONS[name]
    .map((shape) =>
      'd' in shape
        ? `<path d="${shape.d}"></path>`
        : `<circle cx="${shape.cx}" cy="${shape.cy}" r="${shape.r}"></circle>`,
    )
    .join('');
  return `<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${shapes}</svg>`;
}

/** A post's images as image-grid.tsx lays them out: one larger (4:3), two to nine in three square columns. */
function imagesHtml(images: readonly string[]): string {
  if (images.length === 0) return '';
  const single = images.length === 1;
  return (
    `<div class="images${single ? ' single' : ''}">` +
    images
      .map(
        (src, index) => `<span class="image"><img src="${escapeHtml(src)}" alt="图片 ${index + 1}"></span>`,
      )
      .join('') +
    '</div>'
  );
}

/** A post's text as post-text.tsx shows it in a card: as text, folded with 全文 after FOLD_LINES / FOLD_CHARS. */
function postTextHtml(text: string): string {
  if (!text) return '';
  const folds = needsFold(text, CIRCLE_LIMITS.FOLD_LINES, CIRCLE_LIMITS.FOLD_CHARS);
  const shown = folds ? `${foldText(text, CIRCLE_LIMITS.FOLD_LINES, CIRCLE_LIMITS.FOLD_CHARS)}…` : text;
  return (
    `<div><p class="post-text">${escapeHtml(shown)}</p>` +
    (folds ? `<span class="fold">${CIRCLE_TEXT.FULL_TEXT}</span>` : '') +
    '</div>'
  );
}

/** The original of a forward (post-card.tsx's QuoteBox). */
function quoteHtml(quote: CircleQuote): string {
  if (quote.deleted) return `<div class="quote muted">${CIRCLE_TEXT.ORIGINAL_DELETED}</div>`;
  return (
    '<div class="quote">' +
    (quote.author ? `<p class="quote-author">@${escapeHtml(quote.author.name)}</p>` : '') +
    postTextHtml(quote.content) +
    imagesHtml(quote.images) +
    '</div>'
  );
}

/** One post as post-card.tsx draws it in a feed (index.html's `.post` CSS), as a visitor sees it. */
function postCardHtml(post: CirclePost, now: number): string {
  const person = `/circle?user=${encodeURIComponent(post.author.id)}`;
  const name = escapeHtml(post.author.name);
  const counts: [CircleIconName, string, number][] = [
    ['heart', '点赞', post.likeCount],
    ['comment', '评论', post.commentCount],
    ['forward', '转发', post.forwardCount],
  ];
  return (
    '<article class="post">' +
    '<div class="author-line">' +
    `<a class="avatar" href="${person}" aria-label="${name}">${escapeHtml(post.author.name.slice(0, 1))}</a>` +
    `<div class="author"><a class="author-link" href="${person}"><span class="author-name">${name}</span></a>` +
    `<div class="author-meta"><time datetime="${escapeHtml(post.createTime)}">${relativeTime(post.createTime, now)}</time>` +
    (post.tag ? `<span class="tag">${escapeHtml(post.tag.name)}</span>` : '') +
    '</div></div>' +
    `<span class="icon-button">${iconSvg('more')}</span>` +
    '</div>' +
    postTextHtml(post.content) +
    imagesHtml(post.images) +
    (post.forwardOf ? quoteHtml(post.forwardOf) : '') +
    '<div class="actions">' +
    counts
      .map(
        ([icon, label, count]) =>
          `<span class="action" aria-label="${label} ${count}">${iconSvg(icon)}<span>${count}</span></span>`,
      )
      .join('') +
    '</div>' +
    '</article>'
  );
}

/** /circle's first screen: the heading, the tabs, 推荐's topic chips and the feed's first page of posts. */
const circleFirstScreen: FirstScreen = {
  ownHeading: true,
  visitorOnly: true,
  requests: (search) => {
    const url = circleFeedUrl(circleSearch(search));
    return url ? [url] : [];
  },
  render: (answers, search) => {
    const view = circleSearch(search);
    const url = circleFeedUrl(view);
    const page = url ? answerData(answers, url, circleFeedSchema) : undefined;
    const tabs = CIRCLE_FEED_CODES.map((code) => {
      const href = code === 'RECOMMEND' ? '/circle' : `/circle?feed=${code}`;
      return `<a role="tab" aria-selected="${code === view.feed}" href="${href}">${CIRCLE_FEEDS[code]}</a>`;
    }).join('');
    const chips = [undefined, ...CIRCLE_TOPIC_CODES]
      .map((code) => {
        const href = code ? `/circle?topic=${code}` : '/circle';
        const label = code ? CIRCLE_TOPICS[code] : '全部';
        return `<a class="pill${code === view.topic ? ' active' : ''}" href="${href}">${label}</a>`;
      })
      .join('');
    const now = Date.now();
    return (
      '<div class="first-screen circle-first-screen">' +
      `<div class="circle-heading"><h1>留学圈</h1><span class="compose">${iconSvg('plus')}发帖</span></div>` +
      '<div class="circle-feed">' +
      '<div class="circle-tabs">' +
      `<nav role="tablist" aria-label="留学圈">${tabs}</nav>` +
      `<div class="pills" role="group" aria-label="话题">${chips}</div>` +
      '</div>' +
      (page && page.list.length > 0
        ? `<div class="posts">${page.list.map((post) => postCardHtml(post, now)).join('')}</div>`
        : '<div class="card"></div><div class="card"></div>') +
      '</div></div>'
    );
  },
};

/** The pages whose first screen the server draws. */
export const FIRST_SCREENS: Partial<Record<RouteName, FirstScreen>> = {
  Home: homeFirstScreen,
  Schools: schoolsFirstScreen,
  StudyCircle: circleFirstScreen,
};

/** Answers a GET of the app's API in this process: its status and body. */
export type InjectGet = (url: string) => Promise<{ statusCode: number; body: string }>;

/** The request headers of the app's client (src/lib/http.ts), as a visitor (no token). */
export const VISITOR_HEADERS = { [HEADERS.PLATFORM]: HEADERS.PLATFORM_VALUE } as const;

/** Runs a first screen's GETs; keeps the answers that are success envelopes. */
export async function loadFirstScreenAnswers(urls: string[], get: InjectGet): Promise<FirstScreenAnswers> {
  const answers: FirstScreenAnswers = new Map();
  await Promise.all(
    urls.map(async (url) => {
      const response = await get(url);
      if (response.statusCode !== 200) return;
      try {
        const envelope = anyEnvelope.safeParse(JSON.parse(response.body));
        if (envelope.success && envelope.data.code === RESULT_CODE.SUCCESS)
          answers.set(firstScreenKey(url), envelope.data);
      } catch {
        // not an envelope: the app asks itself
      }
    }),
  );
  return answers;
}

const FIRST_SCREEN_MARK = /<!--page-first-screen-->[\s\S]*?<!--\/page-first-screen-->/;
const HEADING_MARK = /<!--page-heading-->[\s\S]*?<!--\/page-heading-->/;

/**
 * The page's HTML with its first screen: the drawn content (which has the page's heading) in place of the shell's
 * heading placeholder and skeleton, and the answers
 * as JSON before `</body>` (`<` escaped, so no text in them can end the script element).
 */
export function withFirstScreen(html: string, content: string, answers: FirstScreenAnswers): string {
  const json = JSON.stringify(Object.fromEntries(answers)).replace(/</g, '\\u003c');
  const data = `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${json}</script>`;
  return html
    .replace(HEADING_MARK, '')
    .replace(FIRST_SCREEN_MARK, () => content)
    .replace('</body>', () => `${data}\n  </body>`);
}
