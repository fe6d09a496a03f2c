import { type CategoryId, type PriorityId, priorities } from '@sitewatch/shared';
import { describe, expect, it } from 'vitest';
import { classifyByRules } from './rule-classifier';

interface Sample {
  title: string;
  description: string;
  location: string;
  category: CategoryId;
  /** The classifier must give at least this priority (it may give more). */
  atLeast: PriorityId;
  /** When set, the classifier must not give more than this (no false alarms). */
  atMost?: PriorityId;
}

const samples: Sample[] = [
  // Life safety: spec section 3, CRITICAL is an immediate risk of death or serious injury.
  {
    title: 'Fire in the bin',
    description: 'There are flames coming out of the bin',
    location: 'Food court',
    category: 'WASTE_MANAGEMENT',
    atLeast: 'CRITICAL',
  },
  {
    title: 'Smoke from socket',
    description: 'Smoke is coming out of a wall socket',
    location: 'Office 2',
    category: 'MECHANICAL_ELECTRICAL',
    atLeast: 'CRITICAL',
  },
  {
    title: 'Smell of gas',
    description: 'There is a strong smell of gas in the kitchen',
    location: 'Staff kitchen',
    category: 'MECHANICAL_ELECTRICAL',
    atLeast: 'CRITICAL',
  },
  {
    title: 'Man collapsed',
    description: 'A man collapsed and is unconscious',
    location: 'Aisle 4',
    category: 'OTHER',
    atLeast: 'CRITICAL',
  },
  {
    title: 'Exposed live wire',
    description: 'A live wire is hanging from the ceiling light',
    location: 'Corridor B',
    category: 'MECHANICAL_ELECTRICAL',
    atLeast: 'CRITICAL',
  },
  // HIGH: serious issue risking injury.
  {
    title: 'Customer injured',
    description: 'A customer slipped and is bleeding from the head',
    location: 'Entrance',
    category: 'OTHER',
    atLeast: 'HIGH',
  },
  {
    title: 'Broken glass on floor',
    description: 'Broken glass all over the floor by the doors',
    location: 'Main entrance',
    category: 'CLEANING',
    atLeast: 'HIGH',
  },
  {
    title: 'Person stuck in lift',
    description: 'Someone is trapped in the lift between floors',
    location: 'Lift 2',
    category: 'MECHANICAL_ELECTRICAL',
    atLeast: 'HIGH',
  },
  {
    title: 'Fight in car park',
    description: 'Two men are fighting and one has a knife',
    location: 'Car park',
    category: 'SECURITY',
    atLeast: 'HIGH',
  },
  {
    title: 'Fire exit blocked',
    description: 'The fire exit is blocked by pallets',
    location: 'Warehouse back door',
    category: 'SECURITY',
    atLeast: 'HIGH',
    atMost: 'HIGH',
  },
  {
    title: 'Burst pipe',
    description: 'A pipe has burst and water is flooding the storeroom',
    location: 'Storeroom',
    category: 'PLUMBING',
    atLeast: 'HIGH',
  },
  {
    title: 'Sparks from hand dryer',
    description: 'The hand dryer is sparking when used',
    location: 'Ground floor toilets',
    category: 'MECHANICAL_ELECTRICAL',
    atLeast: 'HIGH',
  },
  // MEDIUM: minor risk of harm such as slipping hazards.
  {
    title: 'Spilled milk',
    description: 'Milk spilled on the floor, it is slippery',
    location: 'Aisle 3',
    category: 'CLEANING',
    atLeast: 'MEDIUM',
  },
  {
    title: 'Wet floor',
    description: 'Wet floor near the tills with no sign',
    location: 'Checkout area',
    category: 'CLEANING',
    atLeast: 'MEDIUM',
  },
  {
    title: 'Leaking tap',
    description: 'The tap in the sink is leaking constantly',
    location: 'Men’s toilets',
    category: 'PLUMBING',
    atLeast: 'MEDIUM',
  },
  {
    title: 'Toilet blocked',
    description: 'The toilet is blocked and will not flush',
    location: 'Toilets floor 1',
    category: 'PLUMBING',
    atLeast: 'MEDIUM',
  },
  {
    title: 'Rats by the bins',
    description: 'I saw two rats running around',
    location: 'Loading bay',
    category: 'PEST_CONTROL',
    atLeast: 'MEDIUM',
  },
  {
    title: 'Cockroaches in kitchen',
    description: 'Cockroaches under the fridge',
    location: 'Cafe kitchen',
    category: 'PEST_CONTROL',
    atLeast: 'MEDIUM',
  },
  {
    title: 'Icy path',
    description: 'The path to the entrance is icy',
    location: 'Front path',
    category: 'GROUNDS_MAINTENANCE',
    atLeast: 'MEDIUM',
  },
  {
    title: 'Vomit on stairs',
    description: 'Someone was sick, there is vomit on the stairs',
    location: 'Stairwell B',
    category: 'CLEANING',
    atLeast: 'MEDIUM',
  },
  {
    title: 'Suspicious person',
    description: 'A suspicious person keeps trying car doors',
    location: 'Car park level 2',
    category: 'SECURITY',
    atLeast: 'MEDIUM',
  },
  {
    title: 'Stolen bike',
    description: 'My bike was stolen from the rack',
    location: 'Bike shelter',
    category: 'SECURITY',
    atLeast: 'MEDIUM',
  },
  // LOW: no risk of harm, affects experience.
  {
    title: 'Wi-Fi not working',
    description: 'The guest Wi-Fi keeps dropping the connection',
    location: 'Lobby',
    category: 'IT',
    atLeast: 'LOW',
    atMost: 'MEDIUM',
  },
  {
    title: 'Card machine down',
    description: 'The card machine at till 2 is not accepting payments',
    location: 'Till 2',
    category: 'IT',
    atLeast: 'LOW',
    atMost: 'MEDIUM',
  },
  {
    title: 'Printer jammed',
    description: 'The printer keeps jamming',
    location: 'Library',
    category: 'IT',
    atLeast: 'LOW',
    atMost: 'MEDIUM',
  },
  {
    title: 'Bins overflowing',
    description: 'The rubbish bins are overflowing',
    location: 'Food court',
    category: 'WASTE_MANAGEMENT',
    atLeast: 'LOW',
    atMost: 'MEDIUM',
  },
  {
    title: 'Recycling not collected',
    description: 'Recycling has not been collected for a week',
    location: 'Back yard',
    category: 'WASTE_MANAGEMENT',
    atLeast: 'LOW',
    atMost: 'MEDIUM',
  },
  {
    title: 'Light flickering',
    description: 'A light bulb is flickering',
    location: 'Room 12',
    category: 'MECHANICAL_ELECTRICAL',
    atLeast: 'LOW',
    atMost: 'MEDIUM',
  },
  {
    title: 'Too cold',
    description: 'The heating is off and the office is cold',
    location: 'Floor 3',
    category: 'MECHANICAL_ELECTRICAL',
    atLeast: 'LOW',
    atMost: 'MEDIUM',
  },
  {
    title: 'Grass needs cutting',
    description: 'The grass and hedges are overgrown',
    location: 'Front lawn',
    category: 'GROUNDS_MAINTENANCE',
    atLeast: 'LOW',
    atMost: 'LOW',
  },
  {
    title: 'Pothole',
    description: 'There is a pothole at the car park entrance',
    location: 'Car park',
    category: 'GROUNDS_MAINTENANCE',
    atLeast: 'LOW',
  },
  {
    title: 'Rude staff',
    description: 'The staff at the counter were rude to me',
    location: 'Customer service desk',
    category: 'FEEDBACK',
    atLeast: 'LOW',
    atMost: 'LOW',
  },
  {
    title: 'Great service',
    description: 'I want to say thank you, the staff were very helpful',
    location: 'Cafe',
    category: 'FEEDBACK',
    atLeast: 'LOW',
    atMost: 'LOW',
  },
  {
    title: 'Long queue',
    description: 'The queue is too long, only one checkout open',
    location: 'Checkout',
    category: 'FEEDBACK',
    atLeast: 'LOW',
    atMost: 'LOW',
  },
  {
    title: 'Dirty toilets',
    description: 'The toilets are dirty and there is no soap',
    location: 'First floor',
    category: 'CLEANING',
    atLeast: 'LOW',
    atMost: 'MEDIUM',
  },
  {
    title: 'Pigeons nesting',
    description: 'Pigeons are nesting above the doorway and there are droppings',
    location: 'Entrance canopy',
    category: 'PEST_CONTROL',
    atLeast: 'LOW',
  },
  // A fire exit is a place, not a fire: no false CRITICAL.
  {
    title: 'Light out',
    description: 'The light above the fire exit is out',
    location: 'Next to the fire exit',
    category: 'MECHANICAL_ELECTRICAL',
    atLeast: 'LOW',
    atMost: 'MEDIUM',
  },
  // Hint cards (the canned first message) decide the topic.
  {
    title: 'Internet issue',
    description: 'I want to report a problem with the internet or Wi-Fi.',
    location: 'Lobby',
    category: 'IT',
    atLeast: 'LOW',
    atMost: 'LOW',
  },
  {
    title: 'Spill or leak',
    description: 'I want to report a spill or a leak.',
    location: 'Aisle 7',
    category: 'CLEANING',
    atLeast: 'MEDIUM',
  },
  // Polish and Arabic.
  {
    title: 'Pożar w magazynie',
    description: 'W magazynie jest pożar i dużo dymu',
    location: 'Magazyn',
    category: 'OTHER',
    atLeast: 'CRITICAL',
  },
  {
    title: 'Rozlana woda',
    description: 'Rozlana woda przy wejściu, jest ślisko',
    location: 'Przy wejściu',
    category: 'CLEANING',
    atLeast: 'MEDIUM',
  },
  {
    title: 'Szczury',
    description: 'Widziałem szczura przy śmietnikach',
    location: 'Parking',
    category: 'PEST_CONTROL',
    atLeast: 'MEDIUM',
  },
  {
    title: 'حريق في المطبخ',
    description: 'يوجد حريق ودخان في المطبخ',
    location: 'المطبخ',
    category: 'OTHER',
    atLeast: 'CRITICAL',
  },
  {
    title: 'تسرب مياه',
    description: 'يوجد تسرب مياه من الأنبوب في الحمام',
    location: 'الطابق الثاني',
    category: 'PLUMBING',
    atLeast: 'MEDIUM',
  },
  {
    title: 'الإنترنت لا يعمل',
    description: 'الواي فاي لا يعمل في الردهة',
    location: 'الردهة',
    category: 'IT',
    atLeast: 'LOW',
    atMost: 'MEDIUM',
  },
];

const level = (id: PriorityId) => priorities[id].level;

describe('rule-based triage', () => {
  it('covers at least 30 sample reports', () => {
    expect(samples.length).toBeGreaterThanOrEqual(30);
  });

  it.each(samples)('$title → $category, at least $atLeast', (sample) => {
    const result = classifyByRules(sample);
    expect(result.source).toBe('rules');
    expect(result.category).toBe(sample.category);
    expect(level(result.priority)).toBeGreaterThanOrEqual(level(sample.atLeast));
    if (sample.atMost) expect(level(result.priority)).toBeLessThanOrEqual(level(sample.atMost));
  });

  it('always answers a valid category and priority, even for empty or odd text', () => {
    for (const text of ['', '   ', '🙂🙂🙂', '<script>alert(1)</script>', 'a'.repeat(5000)]) {
      const result = classifyByRules({ title: text, description: text, location: text });
      expect(Object.keys(priorities)).toContain(result.priority);
      expect(result.category).toBe('OTHER');
    }
  });
});
