import { z } from 'zod';

/** Issue #29 'Priority support': the 'Contact support' form's bounds. */
export const SUPPORT_LIMITS = { subjectMax: 150, messageMax: 5000 } as const;

/** Wording of the 'Contact support' form, shared by the auth service and the web app. */
export const SUPPORT_MESSAGES = {
  subjectRequired: 'Please enter a subject.',
  subjectTooLong: `The subject can be at most ${SUPPORT_LIMITS.subjectMax} characters.`,
  subjectOneLine: 'The subject must be a single line.',
  messageRequired: 'Please enter a message.',
  messageTooLong: `The message can be at most ${SUPPORT_LIMITS.messageMax.toLocaleString('en-US')} characters.`,
  notSent: 'Your message could not be sent right now. Please try again.',
  sent: 'Message sent',
  sentText: 'We will reply to your account’s e-mail address.',
  sentPriority: 'As a Premium member, your message is marked priority.',
} as const;

/** Premium members' messages start with this in the support inbox (and carry PRIORITY_HEADER). */
export const PRIORITY_SUBJECT_PREFIX = '[Priority] ';
export const PRIORITY_HEADER = 'X-Cookmark-Priority';

/** Control characters (line breaks among them) have no place in a subject: it becomes a mail header. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** `POST /api/support`. */
export const supportMessageRequestSchema = z.object({
  subject: z
    .string({ message: SUPPORT_MESSAGES.subjectRequired })
    .refine((value) => !CONTROL.test(value), { message: SUPPORT_MESSAGES.subjectOneLine })
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .min(1, { message: SUPPORT_MESSAGES.subjectRequired })
        .max(SUPPORT_LIMITS.subjectMax, { message: SUPPORT_MESSAGES.subjectTooLong }),
    ),
  message: z
    .string({ message: SUPPORT_MESSAGES.messageRequired })
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .min(1, { message: SUPPORT_MESSAGES.messageRequired })
        .max(SUPPORT_LIMITS.messageMax, { message: SUPPORT_MESSAGES.messageTooLong }),
    ),
});
export type SupportMessageRequest = z.input<typeof supportMessageRequestSchema>;

export const supportMessageResponseSchema = z.object({ sent: z.literal(true), priority: z.boolean() });
export type SupportMessageResponse = z.infer<typeof supportMessageResponseSchema>;

/** `POST /internal/users/:userId/refund-mail` (auth, for billing): confirms a refund by e-mail. */
export const refundMailRequestSchema = z.object({
  /** Cents. */
  amount: z.number().int().min(0),
  currency: z.string().min(3).max(3),
});
export type RefundMailRequest = z.infer<typeof refundMailRequestSchema>;
