import { notFoundError } from '../../lib/errors.ts';

export const createMajorNotFoundError = notFoundError('专业不存在');
