/**
 * Image captcha of the password login: a PNG raster that carries no text a script could read. Each glyph
 * comes from one of several fonts (opentype.js outlines of @fontsource files), at its own size, rotation,
 * slant, stretch, taper and weight, sometimes as its outline only; the outline is flattened and bent by a
 * wave of its own, then the whole picture is bent again, and curves, arcs and dots cross the glyphs, some
 * in ink, some in the background colour that cut them. sharp rasterises the SVG to PNG (240x80, ~13 KB,
 * ~5 ms). tests/server/captcha-solver.test.ts runs a template matcher against it, and against the
 * svg-captcha drawing this replaced: it reads 97% of those and about 1% of these.
 *
 * The answer comes from node:crypto; the geometry from a generator seeded by node:crypto (tests pass a
 * fixed one). Tests inject a fixed text through buildApp({ captchaText }).
 */
import { randomFillSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { randomChars } from '../../lib/crypto.ts';

/**
 * Shown upper case (answers are case-insensitive). No look-alikes, even bent: 0/O/Q, 1/I/L/T, 2/Z,
 * 5/S, 6/G/b, 8/B, 9/g/q, U/V.
 */
export const CAPTCHA_ALPHABET = '234579ACDEFHJKMNPRUWXY';
export const CAPTCHA_LENGTH = 4;
export const CAPTCHA_WIDTH = 240;
export const CAPTCHA_HEIGHT = 80;
/** Glyph sizes in px (em size), drawn at random between the two. */
export const CAPTCHA_FONT_SIZES = [50, 68] as const;

/** A heavy grotesque, a slab typewriter, a heavy slab and a marker hand. */
const FONT_FILES = [
  '@fontsource/archivo-black/files/archivo-black-latin-400-normal.woff',
  '@fontsource/courier-prime/files/courier-prime-latin-700-normal.woff',
  '@fontsource/alfa-slab-one/files/alfa-slab-one-latin-400-normal.woff',
  '@fontsource/permanent-marker/files/permanent-marker-latin-400-normal.woff',
] as const;

// opentype.js ships no types: the little of it used here.
type PathCommand =
  | { type: 'M' | 'L'; x: number; y: number }
  | { type: 'Q'; x1: number; y1: number; x: number; y: number }
  | { type: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { type: 'Z' };

export interface CaptchaFont {
  charToGlyph(char: string): { getPath(x: number, y: number, fontSize: number): { commands: PathCommand[] } };
}

interface OpenType {
  parse(buffer: ArrayBuffer): CaptchaFont;
}

const require = createRequire(import.meta.url);
let fonts: CaptchaFont[] | undefined;

/** The captcha's fonts, parsed once. */
export function captchaFonts(): CaptchaFont[] {
  if (!fonts) {
    const opentype = require('opentype.js') as OpenType;
    fonts = FONT_FILES.map((file) => {
      const data = readFileSync(require.resolve(file));
      return opentype.parse(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength));
    });
  }
  return fonts;
}

/** A number in [0, 1). */
export type Random = () => number;

/** sfc32: small, fast and good enough for geometry; seeded with 128 bits. */
export function seededRandom(seed: readonly number[]): Random {
  let [a = 0, b = 0, c = 0, d = 0] = seed.map((value) => value >>> 0);
  return () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t / 4_294_967_296;
  };
}

function cryptoSeededRandom(): Random {
  return seededRandom([...randomFillSync(new Uint32Array(4))]);
}

export function randomCaptchaText(): string {
  return randomChars(CAPTCHA_ALPHABET, CAPTCHA_LENGTH);
}

/** Answers are case-insensitive. */
export function normalizeCaptchaAnswer(answer: string): string {
  return answer.trim().toLowerCase();
}

// ---- geometry

type Point = [number, number];
type Transform = (point: Point) => Point;

function between(random: Random, low: number, high: number): number {
  return low + (high - low) * random();
}

function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** Outline of a glyph as closed polylines (curves flattened), in px, baseline at y = 0. */
function glyphContours(font: CaptchaFont, char: string, fontSize: number): Point[][] {
  const contours: Point[][] = [];
  let current: Point[] = [];
  let at: Point = [0, 0];
  for (const command of font.charToGlyph(char).getPath(0, 0, fontSize).commands) {
    if (command.type === 'M') {
      if (current.length > 1) contours.push(current);
      at = [command.x, command.y];
      current = [at];
    } else if (command.type === 'L') {
      at = [command.x, command.y];
      current.push(at);
    } else if (command.type === 'Q') {
      const [x0, y0] = at;
      for (let step = 1; step <= 6; step += 1) {
        const t = step / 6;
        const u = 1 - t;
        current.push([
          u * u * x0 + 2 * u * t * command.x1 + t * t * command.x,
          u * u * y0 + 2 * u * t * command.y1 + t * t * command.y,
        ]);
      }
      at = [command.x, command.y];
    } else if (command.type === 'C') {
      const [x0, y0] = at;
      for (let step = 1; step <= 8; step += 1) {
        const t = step / 8;
        const u = 1 - t;
        current.push([
          u * u * u * x0 + 3 * u * u * t * command.x1 + 3 * u * t * t * command.x2 + t * t * t * command.x,
          u * u * u * y0 + 3 * u * u * t * command.y1 + 3 * u * t * t * command.y2 + t * t * t * command.y,
        ]);
      }
      at = [command.x, command.y];
    }
  }
  if (current.length > 1) contours.push(current);
  return contours;
}

function bounds(contours: Point[][]): { minX: number; maxX: number; minY: number; maxY: number } {
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const contour of contours) {
    for (const [x, y] of contour) {
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
  }
  return { minX, maxX, minY, maxY };
}

/** A smooth random bend: two sine waves across each other. */
function wave(random: Random, amplitude: number, [shortest, longest]: readonly [number, number]): Transform {
  const ax = between(random, 0.5, 1) * amplitude;
  const ay = between(random, 0.5, 1) * amplitude;
  const lx = between(random, shortest, longest);
  const ly = between(random, shortest, longest);
  const px = between(random, 0, 2 * Math.PI);
  const py = between(random, 0, 2 * Math.PI);
  return ([x, y]) => [
    x + ax * Math.sin((2 * Math.PI * y) / lx + px),
    y + ay * Math.sin((2 * Math.PI * x) / ly + py),
  ];
}

function pathData(polylines: Point[][], closed: boolean): string {
  return polylines
    .map(
      (line) => `M${line.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join('L')}${closed ? 'Z' : ''}`,
    )
    .join('');
}

/** Points along a cubic curve through the picture, for the noise strokes. */
function curve(random: Random, from: Point, to: Point, bend: number): Point[] {
  const c1: Point = [between(random, from[0], to[0]), from[1] + between(random, -bend, bend)];
  const c2: Point = [between(random, from[0], to[0]), to[1] + between(random, -bend, bend)];
  const points: Point[] = [];
  for (let step = 0; step <= 40; step += 1) {
    const t = step / 40;
    const u = 1 - t;
    points.push([
      u * u * u * from[0] + 3 * u * u * t * c1[0] + 3 * u * t * t * c2[0] + t * t * t * to[0],
      u * u * u * from[1] + 3 * u * u * t * c1[1] + 3 * u * t * t * c2[1] + t * t * t * to[1],
    ]);
  }
  return points;
}

function hsl(hue: number, saturation: number, lightness: number): string {
  return `hsl(${hue.toFixed(0)},${saturation.toFixed(0)}%,${lightness.toFixed(0)}%)`;
}

type Range = readonly [number, number];

/**
 * The drawing's knobs, tuned against the solver test (which must fail) and by eye (a person must read
 * it). Lengths in px of the 240x80 picture, angles in radians.
 */
const DESIGN = {
  /** Part of its width by which a glyph advances: below 1, neighbours touch. */
  advance: 1,
  verticalJitter: 6,
  rotation: 0.35,
  slant: 0.35,
  stretch: [0.75, 1.2] as Range,
  squash: [0.85, 1.15] as Range,
  /** Wider at the top than at the bottom, or the reverse: a glyph seen from an angle. */
  taper: 0.3,
  /** An outline stroke in the glyph's own colour makes it bolder (0: the font's weight). */
  embolden: [0, 1.6] as Range,
  /** Chance that a glyph is drawn as its outline only. */
  hollow: { chance: 0.15, width: [2.6, 3.4] as Range },
  glyphBend: { amplitude: [1, 2.2] as Range, wavelength: [20, 40] as Range },
  pageBend: { amplitude: 3, wavelength: [70, 140] as Range },
  blots: 8,
  linesUnder: 2,
  /** Background-coloured strokes that cut the glyphs. */
  cuts: { count: 1, width: [1.5, 2.2] as Range },
  linesOver: { count: 1, width: [1.8, 2.6] as Range },
  arcs: { count: 2, width: [1.2, 2] as Range },
  dots: 12,
} as const;

function stroke(points: Point[], colour: string, width: number): string {
  return `<path d="${pathData([points], false)}" fill="none" stroke="${colour}" stroke-width="${width.toFixed(1)}" stroke-linecap="round"/>`;
}

/** A curve from the left edge to the right one, its ends somewhere within `[top, bottom]`. */
function crossing(random: Random, top: number, bottom: number, bend: number): Point[] {
  return curve(
    random,
    [between(random, -10, 30), between(random, top, bottom)],
    [between(random, CAPTCHA_WIDTH - 30, CAPTCHA_WIDTH + 10), between(random, top, bottom)],
    bend,
  );
}

function arc(random: Random): Point[] {
  const cx = between(random, 20, CAPTCHA_WIDTH - 20);
  const cy = between(random, 10, CAPTCHA_HEIGHT - 10);
  const radius = between(random, 14, 34);
  const start = between(random, 0, 2 * Math.PI);
  const sweep = between(random, 1.6, 3);
  return Array.from({ length: 25 }, (_, step): Point => {
    const angle = start + (step / 24) * sweep;
    return [cx + radius * Math.cos(angle), cy + radius * 0.8 * Math.sin(angle)];
  });
}

/** The SVG drawn for a text; the route sends it rasterised (drawCaptcha). */
export function captchaSvg(text: string, random: Random = cryptoSeededRandom()): string {
  const W = CAPTCHA_WIDTH;
  const H = CAPTCHA_HEIGHT;
  const fontList = captchaFonts();
  const background = hsl(between(random, 0, 360), between(random, 20, 45), between(random, 90, 95));
  const ink = () => hsl(between(random, 0, 360), between(random, 45, 80), between(random, 20, 38));
  const page = wave(random, DESIGN.pageBend.amplitude, DESIGN.pageBend.wavelength);
  const parts: string[] = [`<rect width="${W}" height="${H}" fill="${background}"/>`];

  // under the glyphs: faint blots and thin ink lines
  for (let i = 0; i < DESIGN.blots; i += 1) {
    const [cx, cy] = [between(random, 0, W), between(random, 0, H)];
    const [rx, ry] = [between(random, 4, 16), between(random, 3, 10)];
    const fill = hsl(between(random, 0, 360), 40, between(random, 75, 88));
    parts.push(
      `<ellipse cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" rx="${rx.toFixed(1)}" ry="${ry.toFixed(1)}" fill="${fill}"/>`,
    );
  }
  for (let i = 0; i < DESIGN.linesUnder; i += 1) {
    const faint = hsl(between(random, 0, 360), between(random, 35, 60), between(random, 48, 62));
    parts.push(stroke(crossing(random, 8, H - 8, 40).map(page), faint, between(random, 1, 2)));
  }

  // the glyphs: each its own font, size, turn, slant, stretch and bend
  const glyphs = [...text].map((char) => {
    const fontSize = between(random, CAPTCHA_FONT_SIZES[0], CAPTCHA_FONT_SIZES[1]);
    const contours = glyphContours(pick(random, fontList), char, fontSize);
    const box = bounds(contours);
    return { contours, box, width: Math.max(box.maxX - box.minX, fontSize * 0.3) };
  });
  const total = glyphs.reduce((sum, glyph) => sum + glyph.width * DESIGN.advance, 0);
  const squeeze = Math.min(1, (W - 16) / total);
  let x = (W - total * squeeze) / 2;
  for (const { contours, box, width } of glyphs) {
    const advance = width * DESIGN.advance * squeeze;
    const [cx, cy] = [
      x + advance / 2,
      H / 2 + between(random, -DESIGN.verticalJitter, DESIGN.verticalJitter),
    ];
    const angle = between(random, -DESIGN.rotation, DESIGN.rotation);
    const slant = between(random, -DESIGN.slant, DESIGN.slant);
    const stretch = between(random, ...DESIGN.stretch) * squeeze;
    const squash = between(random, ...DESIGN.squash);
    const bend = wave(random, between(random, ...DESIGN.glyphBend.amplitude), DESIGN.glyphBend.wavelength);
    const [midX, midY] = [(box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2];
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const taper = between(random, -DESIGN.taper, DESIGN.taper) / Math.max(1, box.maxY - box.minY);
    const place: Transform = ([px, py]) => {
      const dx = (px - midX) * stretch * (1 + taper * (py - midY)) + (py - midY) * slant;
      const dy = (py - midY) * squash;
      return page(bend([cx + dx * cos - dy * sin, cy + dx * sin + dy * cos]));
    };
    const colour = ink();
    const outline = pathData(
      contours.map((contour) => contour.map(place)),
      true,
    );
    parts.push(
      random() < DESIGN.hollow.chance
        ? `<path d="${outline}" fill="none" stroke="${colour}" stroke-width="${between(random, ...DESIGN.hollow.width).toFixed(1)}" stroke-linejoin="round"/>`
        : `<path d="${outline}" fill="${colour}" stroke="${colour}" stroke-width="${between(random, ...DESIGN.embolden).toFixed(1)}" stroke-linejoin="round"/>`,
    );
    x += advance;
  }

  // over the glyphs: cuts in the background colour, then ink lines, arcs and dots that cross them
  for (let i = 0; i < DESIGN.cuts.count; i += 1) {
    parts.push(
      stroke(crossing(random, 20, H - 20, 30).map(page), background, between(random, ...DESIGN.cuts.width)),
    );
  }
  for (let i = 0; i < DESIGN.linesOver.count; i += 1) {
    parts.push(
      stroke(crossing(random, 18, H - 18, 35).map(page), ink(), between(random, ...DESIGN.linesOver.width)),
    );
  }
  for (let i = 0; i < DESIGN.arcs.count; i += 1) {
    parts.push(stroke(arc(random).map(page), ink(), between(random, ...DESIGN.arcs.width)));
  }
  for (let i = 0; i < DESIGN.dots; i += 1) {
    const [cx, cy, r] = [between(random, 0, W), between(random, 0, H), between(random, 0.6, 1.6)];
    parts.push(`<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="${ink()}"/>`);
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join('')}</svg>`;
}

/** The captcha as a PNG (what the route sends). */
export async function drawCaptcha(text: string, random: Random = cryptoSeededRandom()): Promise<Buffer> {
  // sharp (libvips, ~20 MB of memory) loads with the first captcha, not at boot
  const { default: sharp } = await import('sharp');
  // plain PNG: a palette would be half the size (~6 KB) but cost ten times the time (~40 ms)
  return sharp(Buffer.from(captchaSvg(text, random)))
    .png()
    .toBuffer();
}
