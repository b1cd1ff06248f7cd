/** Sends one text message. Adapters: development outbox, Eskiz, PlayMobile. */
export interface SmsGateway {
  readonly name: string;
  /** the gateway's id of the message (to match its delivery report), when it gives one */
  send(phone: string, text: string, options?: SendOptions): Promise<{ id: string | null }>;
}

export interface SendOptions {
  /** where the gateway reports the message delivered or not (Eskiz's callback_url) */
  callbackUrl?: string;
  /** an order's step or receipt, not a login code (the development outbox keeps no code for it) */
  notice?: boolean;
}

export class SmsDeliveryError extends Error {}
