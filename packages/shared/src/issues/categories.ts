// Zod-free, like priorities.ts: the zod enum `categoryId` is built from `categoryIds` in issue-enums.ts.

// Spec section 3. The source spells WASTE_MANAGEMENT with a trailing comma; the id here has none.
export const categoryIds = [
  'CLEANING',
  'SECURITY',
  'WASTE_MANAGEMENT',
  'MECHANICAL_ELECTRICAL',
  'PLUMBING',
  'PEST_CONTROL',
  'GROUNDS_MAINTENANCE',
  'IT',
  'FEEDBACK',
  'OTHER',
] as const;
export type CategoryId = (typeof categoryIds)[number];

export interface CategoryDefinition {
  id: CategoryId;
  name: string;
  description: string;
}

export const categories: Record<CategoryId, CategoryDefinition> = {
  CLEANING: {
    id: 'CLEANING',
    name: 'Cleaning',
    description: 'Spills, leaks that need mopping up, dirty or untidy areas, toilets and washrooms needing attention.',
  },
  SECURITY: {
    id: 'SECURITY',
    name: 'Security',
    description: 'Suspicious behaviour, theft, vandalism, broken locks, doors or alarms, unsafe access.',
  },
  WASTE_MANAGEMENT: {
    id: 'WASTE_MANAGEMENT',
    name: 'Waste management',
    description: 'Full or overflowing bins, uncollected rubbish, recycling and fly-tipping.',
  },
  MECHANICAL_ELECTRICAL: {
    id: 'MECHANICAL_ELECTRICAL',
    name: 'Mechanical & Electrical',
    description: 'Lighting, power, heating, air conditioning, lifts, escalators, doors and other equipment faults.',
  },
  PLUMBING: {
    id: 'PLUMBING',
    name: 'Plumbing',
    description: 'Water leaks from pipes, blocked drains or toilets, taps, no water or hot water.',
  },
  PEST_CONTROL: {
    id: 'PEST_CONTROL',
    name: 'Pest control',
    description: 'Rats, mice, insects, birds or other pests seen on site.',
  },
  GROUNDS_MAINTENANCE: {
    id: 'GROUNDS_MAINTENANCE',
    name: 'Grounds maintenance',
    description: 'Outdoor areas, car parks, paths, landscaping, fences, potholes, snow and ice.',
  },
  IT: {
    id: 'IT',
    name: 'IT',
    description: 'Wi-Fi and internet, card terminals, screens, computers, phones and other technology.',
  },
  FEEDBACK: {
    id: 'FEEDBACK',
    name: 'Customer and staff feedback',
    description: 'Comments, complaints, compliments and suggestions about the site or service.',
  },
  OTHER: {
    id: 'OTHER',
    name: 'Other',
    description: 'Anything that does not fit another category.',
  },
};
