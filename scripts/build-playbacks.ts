/**
 * Renders the demo playbacks (server/seed/live.ts PLAYBACK_SEEDS) with ffmpeg: each slide a colour
 * background with its heading and two caption lines in Noto Sans CJK SC, the clip's title and a clock on top;
 * H.264 baseline + silent AAC, 640x360, 15 fps, a key frame every 2 s (seeking), `faststart`; a poster JPG
 * from the second slide. Output: server/seed/playbacks/{slug}.mp4 and .jpg (committed).
 *
 *   npx tsx scripts/build-playbacks.ts          (needs ffmpeg: apt-get install -y ffmpeg)
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import {
  PLAYBACK_MEDIA_DIR,
  PLAYBACK_SEEDS,
  playbackDurationSeconds,
  playbackPosterFile,
  playbackVideoFile,
  type PlaybackSeed,
} from '../server/seed/live.ts';

const FONT = 'Noto Sans CJK SC';
const WIDTH = 640;
const HEIGHT = 360;
const FPS = 15;

function textFilter(file: string, options: string, enable?: string): string {
  const when = enable ? `:enable='${enable}'` : '';
  return `drawtext=font='${FONT}':textfile='${file}':${options}${when}`;
}

function filterOf(seed: PlaybackSeed, work: string): string {
  const write = (name: string, text: string) => {
    const file = path.join(work, name);
    writeFileSync(file, text);
    return file;
  };
  const filters: string[] = [];
  let start = 0;
  seed.slides.forEach((slide, index) => {
    const end = start + slide.seconds;
    const enable = `between(t,${start},${end})`;
    filters.push(`drawbox=x=0:y=0:w=iw:h=ih:color=${slide.color}:t=fill:enable='${enable}'`);
    filters.push(
      textFilter(
        write(`h${index}.txt`, slide.heading),
        'fontsize=40:fontcolor=white:x=(w-text_w)/2:y=120',
        enable,
      ),
      textFilter(
        write(`a${index}.txt`, slide.lines[0]),
        'fontsize=24:fontcolor=0xe5e7eb:x=(w-text_w)/2:y=196',
        enable,
      ),
      textFilter(
        write(`b${index}.txt`, slide.lines[1]),
        'fontsize=24:fontcolor=0xe5e7eb:x=(w-text_w)/2:y=236',
        enable,
      ),
    );
    start = end;
  });
  filters.push(
    'drawbox=x=0:y=0:w=iw:h=44:color=black@0.35:t=fill',
    textFilter(write('title.txt', seed.title), 'fontsize=18:fontcolor=white:x=16:y=12'),
    `drawtext=font='${FONT}':text='%{pts\\:hms}':fontsize=16:fontcolor=white:x=w-text_w-16:y=14`,
    'drawbox=x=0:y=ih-36:w=iw:h=36:color=black@0.35:t=fill',
    textFilter(
      write('footer.txt', '示例回放 · 演示数据 · 本项目自制'),
      'fontsize=16:fontcolor=white:x=16:y=h-28',
    ),
  );
  return filters.join(',');
}

function render(seed: PlaybackSeed): void {
  const work = mkdtempSync(path.join(tmpdir(), 'playback-'));
  try {
    const duration = playbackDurationSeconds(seed);
    const video = playbackVideoFile(seed.slug);
    execFileSync(
      'ffmpeg',
      [
        '-y',
        '-loglevel',
        'error',
        '-f',
        'lavfi',
        '-i',
        `color=c=black:s=${WIDTH}x${HEIGHT}:r=${FPS}:d=${duration}`,
        '-f',
        'lavfi',
        '-i',
        `anullsrc=r=44100:cl=mono`,
        '-filter_complex',
        `[0:v]${filterOf(seed, work)}[v]`,
        '-map',
        '[v]',
        '-map',
        '1:a',
        '-t',
        String(duration),
        '-c:v',
        'libx264',
        '-profile:v',
        'baseline',
        '-level',
        '3.0',
        '-pix_fmt',
        'yuv420p',
        '-preset',
        'veryslow',
        '-crf',
        '30',
        '-g',
        String(FPS * 2),
        '-c:a',
        'aac',
        '-b:a',
        '24k',
        '-movflags',
        '+faststart',
        video,
      ],
      { stdio: 'inherit' },
    );
    const firstSlide = seed.slides[0]?.seconds ?? 0;
    execFileSync(
      'ffmpeg',
      [
        '-y',
        '-loglevel',
        'error',
        '-ss',
        String(firstSlide + 1),
        '-i',
        video,
        '-frames:v',
        '1',
        '-q:v',
        '4',
        playbackPosterFile(seed.slug),
      ],
      { stdio: 'inherit' },
    );
    const kb = (file: string) => Math.round(statSync(file).size / 1024);
    console.info(
      `${seed.slug}: ${duration} s, video ${kb(video)} KB, poster ${kb(playbackPosterFile(seed.slug))} KB`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

mkdirSync(PLAYBACK_MEDIA_DIR, { recursive: true });
for (const seed of PLAYBACK_SEEDS) render(seed);
