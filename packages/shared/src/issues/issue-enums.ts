import { z } from 'zod';
import { categoryIds } from './categories';
import { issueStatuses } from './issue-rules';
import { priorityIds } from './priorities';

// The zod enums of an issue's fixed values, built from the zod-free lists that the dashboard's live list reads.

export const priorityId = z.enum(priorityIds);
export const categoryId = z.enum(categoryIds);
export const issueStatus = z.enum(issueStatuses);
