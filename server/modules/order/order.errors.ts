import { ORDER_TEXT } from '../../../src/contract/order.ts';
import { RESULT_CODE } from '../../../src/contract/result-codes.ts';
import { createErrorFactory, notFoundError } from '../../lib/errors.ts';

const invalid = (message: string) => createErrorFactory({ code: RESULT_CODE.INVALID, message });

/** An unknown order, or one the caller may not see (the same answer: ids cannot be probed). */
export const createOrderNotFoundError = notFoundError(ORDER_TEXT.ORDER_NOT_FOUND);
export const createAgreementRequiredError = invalid(ORDER_TEXT.AGREEMENT_REQUIRED);
export const createOrderPaidError = invalid(ORDER_TEXT.ORDER_PAID);
export const createOrderNotPayableError = invalid(ORDER_TEXT.ORDER_NOT_PAYABLE);
export const createQrExpiredError = invalid(ORDER_TEXT.QR_EXPIRED);
export const createRefundNotAllowedError = invalid(ORDER_TEXT.REFUND_NOT_ALLOWED);
export const createFeeInvalidError = invalid(ORDER_TEXT.FEE_INVALID);
