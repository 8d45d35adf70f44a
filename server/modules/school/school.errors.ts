import { notFoundError } from '../../lib/errors.ts';

export const createUniversityNotFoundError = notFoundError('院校不存在');

export const createActivityNotFoundError = notFoundError('活动不存在');
