import { Box, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';

import type { Playback } from '@/contract/live';
import { getPlaybackPosition } from '@/features/live/api/get-playback-position';
import { savePlaybackPosition } from '@/features/live/api/save-playback-position';
import { formatDuration } from '@/features/live/components/live-format';
import { useSessionSnapshot } from '@/lib/hydration';

/** While playing, the position is saved this often. */
export const POSITION_SAVE_INTERVAL_MS = 10_000;
/** A saved position this close to the end starts the video over. */
const NEAR_END_SECONDS = 3;

/** Where the position goes instead of the live slice's positions (a training-video task's progress). */
export type OnPosition = (seconds: number, info: { ended: boolean; keepalive: boolean }) => Promise<unknown>;

/**
 * The browser's video element (poster, controls, playsInline). For a signed-in student it resumes at the
 * saved position and saves the position every 10 s while playing, on pause, at the end (0: the next time
 * starts over) and when the page is hidden or left. With `onPosition` (and `startAt`, the position to resume
 * from) the positions go there instead, and the end is reported as the duration with `ended`.
 */
export function PlaybackPlayer({
  playback,
  startAt,
  onPosition,
}: {
  playback: Playback;
  startAt?: number;
  onPosition?: OnPosition;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const loggedIn = Boolean(useSessionSnapshot().token);
  const [resumedAt, setResumedAt] = useState<number | null>(null);
  const onPositionRef = useRef(onPosition);
  const startAtRef = useRef(startAt);
  useEffect(() => {
    onPositionRef.current = onPosition;
    startAtRef.current = startAt;
  }, [onPosition, startAt]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !loggedIn) return;
    const id = playback.id;
    let lastSaved = -1;
    let resumeTo: number | null = null;
    let cancelled = false;

    const save = (seconds: number, keepalive = false, ended = false) => {
      const whole = Math.floor(seconds);
      if (whole === lastSaved && !ended) return;
      lastSaved = whole;
      const saving = onPositionRef.current
        ? onPositionRef.current(whole, { ended, keepalive })
        : savePlaybackPosition(id, whole, { keepalive });
      saving.catch(() => {
        lastSaved = -1; // try again at the next save point
      });
    };
    const saveNow = (keepalive = false) => {
      if (video.currentTime > 0 || lastSaved > 0) save(video.currentTime, keepalive);
    };

    /** Seeks once the metadata is known (at once when it already is). */
    const applyResume = (metadataLoaded: boolean) => {
      if (resumeTo === null || (!metadataLoaded && video.readyState < 1)) return;
      video.currentTime = resumeTo;
      setResumedAt(resumeTo);
      resumeTo = null;
    };

    const controller = new AbortController();
    const known = startAtRef.current;
    (known !== undefined ? Promise.resolve({ seconds: known }) : getPlaybackPosition(id, controller.signal))
      .then((position) => {
        if (cancelled || !position || position.seconds <= 0) return;
        lastSaved = position.seconds;
        const duration = playback.durationSeconds;
        if (position.seconds >= duration - NEAR_END_SECONDS) return;
        resumeTo = position.seconds;
        applyResume(false);
      })
      .catch(() => undefined);

    let timer: ReturnType<typeof setInterval> | undefined;
    const stopTimer = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
    const onPlay = () => {
      stopTimer();
      timer = setInterval(() => save(video.currentTime), POSITION_SAVE_INTERVAL_MS);
    };
    const onPause = () => {
      stopTimer();
      if (!video.ended) saveNow();
    };
    const onEnded = () => {
      stopTimer();
      if (onPositionRef.current) save(Math.max(video.duration || 0, playback.durationSeconds), false, true);
      else save(0);
    };
    const onHide = () => {
      if (document.visibilityState === 'hidden') saveNow(true);
    };
    const onPageHide = () => saveNow(true);

    const onMetadata = () => applyResume(true);
    video.addEventListener('loadedmetadata', onMetadata);
    video.addEventListener('play', onPlay);
    video.addEventListener('pause', onPause);
    video.addEventListener('ended', onEnded);
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      cancelled = true;
      controller.abort();
      stopTimer();
      saveNow(true);
      video.removeEventListener('loadedmetadata', onMetadata);
      video.removeEventListener('play', onPlay);
      video.removeEventListener('pause', onPause);
      video.removeEventListener('ended', onEnded);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [playback.id, playback.durationSeconds, loggedIn]);

  return (
    <Box>
      <Box bg="black" rounded={{ base: 'none', md: 'lg' }} overflow="hidden" aspectRatio="16 / 9">
        <video
          ref={videoRef}
          key={playback.id}
          src={playback.videoUrl}
          poster={playback.posterUrl}
          controls
          playsInline
          preload="metadata"
          aria-label={playback.title}
          data-testid="playback-video"
          style={{ width: '100%', height: '100%', display: 'block', background: 'black' }}
        />
      </Box>
      {resumedAt !== null && (
        <Text fontSize="sm" color="fg.muted" mt="2" data-testid="playback-resumed">
          已从上次观看的 {formatDuration(resumedAt)} 继续播放
        </Text>
      )}
      {!loggedIn && (
        <Text fontSize="sm" color="fg.muted" mt="2" px={{ base: '4', md: '0' }}>
          登录后可记住观看进度，下次从上次的位置继续。
        </Text>
      )}
    </Box>
  );
}
