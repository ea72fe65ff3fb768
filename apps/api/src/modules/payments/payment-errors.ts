import { HttpError } from '../../http/errors.ts';

/** 402 with the provider's reason: the card was declined (nothing charged, nothing saved). */
export class PaymentRequiredError extends HttpError {
  constructor(reason: string) {
    super(402, reason);
  }
}

/** 503: this server has no payment provider (production without Stripe keys or test payments). */
export class PaymentsUnavailableError extends HttpError {
  constructor() {
    super(503, 'Payments are not available on this server.');
  }
}
