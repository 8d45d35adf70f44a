import {
  LIVE_ENDED_MESSAGE,
  LIVE_NOT_FOUND_MESSAGE,
  PLAYBACK_NOT_FOUND_MESSAGE,
} from '../../../src/contract/live.ts';
import { notFoundError, refusedError } from '../../lib/errors.ts';

export const createLiveNotFoundError = notFoundError(LIVE_NOT_FOUND_MESSAGE);

export const createLiveEndedError = refusedError(LIVE_ENDED_MESSAGE);

export const createPlaybackNotFoundError = notFoundError(PLAYBACK_NOT_FOUND_MESSAGE);
