import { z } from 'zod';

export const healthSchema = z.object({ status: z.literal('ok'), uptime_s: z.number() });
export const readySchema = z.object({ database: z.boolean() });
