// Zod-free, so the dashboard's live list reads priorities without the schema library (see constants.ts); the
// zod enum `priorityId` is built from `priorityIds` in issue-enums.ts.

export const priorityIds = ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] as const;
export type PriorityId = (typeof priorityIds)[number];

export interface PriorityDefinition {
  id: PriorityId;
  level: 1 | 2 | 3 | 4;
  label: string;
  definition: string;
}

// Spec section 3: priority definitions, level 1 (LOW) to 4 (CRITICAL).
export const priorities: Record<PriorityId, PriorityDefinition> = {
  CRITICAL: {
    id: 'CRITICAL',
    level: 4,
    label: 'Critical',
    definition: 'Severe, immediate risk of death or serious injury, must be resolved immediately.',
  },
  HIGH: {
    id: 'HIGH',
    level: 3,
    label: 'High',
    definition: 'Serious issue risking injury to staff or customers.',
  },
  MEDIUM: {
    id: 'MEDIUM',
    level: 2,
    label: 'Medium',
    definition:
      'Moderate, minor risk of harm such as slipping hazards, or seriously impacts customer wellbeing and experience.',
  },
  LOW: {
    id: 'LOW',
    level: 1,
    label: 'Low',
    definition: 'Minor, no risk of harm but affects customer experience, wellbeing or happiness.',
  },
};

export function priorityLevel(id: PriorityId): number {
  return priorities[id].level;
}

/** Priorities from the most to the least urgent. */
export const prioritiesByUrgency: PriorityDefinition[] = [...priorityIds].reverse().map((id) => priorities[id]);
