import { z } from 'zod';
import { emailSchema, singleLineTextSchema } from './common';

/** The public website's API: blog, newsletter, contact form and system status. */

export const blogPostSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  /** Plain text with light markup (## headings, - bullets, blank-line paragraphs); never HTML. */
  content: z.string(),
  author: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  featured: z.boolean(),
  /** Such as '8 min read'. */
  readTime: z.string(),
  /** ISO date-time. */
  publishedAt: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const BLOG_LIST_MAX = 50;

export const blogListQuerySchema = z.object({
  category: z.string().trim().min(1, 'category must not be empty').max(60, 'category is too long').optional(),
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${BLOG_LIST_MAX}` })
    .int(`limit must be a whole number from 1 to ${BLOG_LIST_MAX}`)
    .min(1, `limit must be a whole number from 1 to ${BLOG_LIST_MAX}`)
    .max(BLOG_LIST_MAX, `limit must be a whole number from 1 to ${BLOG_LIST_MAX}`)
    .optional(),
  featured: z
    .enum(['true', 'false'], { error: 'featured must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
});
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;

export const blogPostParamsSchema = z.object({
  slugOrId: z.string().trim().min(1, 'Blog post not found').max(200, 'Blog post not found'),
});

export const newsletterInputSchema = z.object({ email: emailSchema });
export type NewsletterInput = z.infer<typeof newsletterInputSchema>;
export const newsletterResultSchema = z.object({ message: z.string(), alreadySubscribed: z.boolean() });
export type NewsletterResult = z.infer<typeof newsletterResultSchema>;

/** One line of text: no line breaks, which could forge headers in the email to sales. */
export const contactInputSchema = z.object({
  name: singleLineTextSchema('Name', 100).min(1, 'Name is required'),
  email: emailSchema,
  agency: singleLineTextSchema('Agency', 120).default(''),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(5000, 'Message must be at most 5000 characters'),
});
export type ContactInput = z.input<typeof contactInputSchema>;
export const contactResultSchema = z.object({ message: z.string() });
export type ContactResult = z.infer<typeof contactResultSchema>;

export const SERVICE_STATUSES = ['operational', 'degraded', 'down'] as const;
export type ServiceStatusValue = (typeof SERVICE_STATUSES)[number];

export const serviceStatusSchema = z.object({
  name: z.string(),
  /** What is actually checked, in a few words. */
  check: z.string(),
  status: z.enum(SERVICE_STATUSES),
  /** Milliseconds the last check took. */
  responseTime: z.number().int(),
  /** Percent of checks that passed since `uptimeSince`, two decimals. */
  uptime: z.number(),
});
export type ServiceStatus = z.infer<typeof serviceStatusSchema>;

export const INCIDENT_STATUSES = ['investigating', 'identified', 'monitoring', 'resolved'] as const;
export const INCIDENT_SEVERITIES = ['critical', 'major', 'minor'] as const;

export const incidentSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(INCIDENT_STATUSES),
  severity: z.enum(INCIDENT_SEVERITIES),
  description: z.string(),
  /** When it started, ISO date-time. */
  timestamp: z.string(),
});
export type Incident = z.infer<typeof incidentSchema>;

export const systemStatusSchema = z.object({
  /** operational only when every service is (spec section 4). */
  overall: z.enum(['operational', 'degraded']),
  services: z.array(serviceStatusSchema),
  incidents: z.array(incidentSchema),
  metrics: z.object({
    averageResponseMs: z.number().int(),
    overallUptime: z.number(),
    /** Null when the database cannot be read. */
    conversationsToday: z.number().int().nullable(),
    leadsQualifiedToday: z.number().int().nullable(),
  }),
  checkedAt: z.string(),
  /** Uptime counts from here: when this server started checking. */
  uptimeSince: z.string(),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;
