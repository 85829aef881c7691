import { normaliseUkPhone } from '@leadwise/conversation/phone';
import { z } from 'zod';
import { EMAIL_PATTERN } from './common';
import { areasSchema, officeHoursSchema } from './widget-config';

/** '' from an emptied form field means "not set". */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const branchPhoneSchema = z
  .string({ error: 'Phone must be text' })
  .max(32, 'Please enter a UK phone number, e.g. 0113 496 0000')
  .transform((raw, ctx) => {
    const phone = normaliseUkPhone(raw);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: 'Please enter a UK phone number, e.g. 0113 496 0000' });
      return z.NEVER;
    }
    return phone;
  });

const branchAlertEmailSchema = z
  .string({ error: 'Branch email must be text' })
  .trim()
  .toLowerCase()
  .max(254, 'Branch email must be at most 254 characters')
  .regex(EMAIL_PATTERN, 'Please enter a valid branch email address');

/** POST /api/branches and PUT /api/branches/:id: the whole branch, as the Branches form sends it. */
export const branchInputSchema = z
  .object({
    name: z
      .string({ error: 'Branch name is required' })
      .trim()
      .min(1, 'Branch name is required')
      .max(120, 'Branch name must be at most 120 characters'),
    /** Places the branch covers: a lead from an agency-wide widget whose area matches comes here. */
    areas: areasSchema.default([]),
    phone: z.preprocess(blankToNull, branchPhoneSchema.nullable()).default(null),
    officeHours: officeHoursSchema.nullable().default(null),
    /** When valuations and viewings can be offered at this branch; null: the agency's hours. */
    appointmentHours: officeHoursSchema.nullable().default(null),
    /** "Also alert the branch": a copy of every alert about this branch's leads. */
    alertBranch: z.boolean({ error: 'Also alert the branch must be on or off' }).default(false),
    alertEmail: z.preprocess(blankToNull, branchAlertEmailSchema.nullable()).default(null),
  })
  .superRefine((input, ctx) => {
    if (input.alertBranch && !input.alertEmail) {
      ctx.addIssue({ code: 'custom', path: ['alertEmail'], message: 'Enter the branch email address to alert it' });
    }
  });
export type BranchInput = z.input<typeof branchInputSchema>;

export const branchSchema = z.object({
  id: z.string(),
  name: z.string(),
  areas: z.array(z.string()),
  phone: z.string().nullable(),
  officeHours: officeHoursSchema.nullable(),
  appointmentHours: officeHoursSchema.nullable(),
  alertBranch: z.boolean(),
  alertEmail: z.string().nullable(),
  /** What belongs to the branch: deleting it moves these to the whole agency. */
  counts: z.object({ members: z.number().int(), widgets: z.number().int(), leads: z.number().int() }),
  createdAt: z.string(),
});
export type Branch = z.infer<typeof branchSchema>;

export const branchListSchema = z.object({ items: z.array(branchSchema) });
export type BranchList = z.infer<typeof branchListSchema>;

/** A branch as a lead, a widget or a person names it. */
export const branchRefSchema = z.object({ id: z.string(), name: z.string() });
export type BranchRef = z.infer<typeof branchRefSchema>;

export const branchDeletedSchema = z.object({ deleted: z.literal(true) });
