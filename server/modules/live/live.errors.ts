import {
  LIVE_ENDED_MESSAGE,
  LIVE_NOT_FOUND_MESSAGE,
  PLAYBACK_NOT_FOUND_MESSAGE,
} from '../../../src/contract/live.ts';
import { RESULT_CODE } from '../../../src/contract/result-codes.ts';
import { createErrorFactory } from '../../lib/errors.ts';

export const createLiveNotFoundError = createErrorFactory({
  code: RESULT_CODE.ERROR,
  message: LIVE_NOT_FOUND_MESSAGE,
  statusCode: 404,
});

export const createLiveEndedError = createErrorFactory({
  code: RESULT_CODE.ERROR,
  message: LIVE_ENDED_MESSAGE,
});

export const createPlaybackNotFoundError = createErrorFactory({
  code: RESULT_CODE.ERROR,
  message: PLAYBACK_NOT_FOUND_MESSAGE,
  statusCode: 404,
});
