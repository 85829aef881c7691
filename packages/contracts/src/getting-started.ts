import { z } from 'zod';

/** The new agent's first steps on the overview, in the order the checklist shows them. */
export const GETTING_STARTED_STEPS = ['areas', 'branding', 'install', 'testLead'] as const;
export type GettingStartedStep = (typeof GETTING_STARTED_STEPS)[number];

export const gettingStartedSchema = z.object({
  steps: z.object({
    /** The widget knows the areas the agent covers (it scores area matches). */
    areas: z.boolean(),
    /** Colours, logo or welcome text differ from the defaults. */
    branding: z.boolean(),
    /** A page of another site than ours has loaded the widget. */
    install: z.boolean(),
    /** At least one conversation became a lead. */
    testLead: z.boolean(),
  }),
  /** The site (origin) that first loaded the widget, once it has. */
  installedOn: z.string().nullable(),
  isComplete: z.boolean(),
});
export type GettingStarted = z.infer<typeof gettingStartedSchema>;
