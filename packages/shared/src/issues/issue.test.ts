import { describe, expect, it } from 'vitest';
import { categories, categoryIds } from './categories';
import { createIssueRequest } from './issue';
import { priorities, prioritiesByUrgency } from './priorities';

describe('issue domain constants', () => {
  it('has the four priorities with levels 1 to 4', () => {
    expect(Object.values(priorities).map((p) => [p.id, p.level])).toEqual([
      ['CRITICAL', 4],
      ['HIGH', 3],
      ['MEDIUM', 2],
      ['LOW', 1],
    ]);
    expect(prioritiesByUrgency.map((p) => p.id)).toEqual(['CRITICAL', 'HIGH', 'MEDIUM', 'LOW']);
  });

  it('has the ten categories with names and descriptions, WASTE_MANAGEMENT without a comma', () => {
    expect(categoryIds).toHaveLength(10);
    expect(categoryIds).toContain('WASTE_MANAGEMENT');
    expect(categories.MECHANICAL_ELECTRICAL.name).toBe('Mechanical & Electrical');
    expect(categories.FEEDBACK.name).toBe('Customer and staff feedback');
    for (const id of categoryIds) expect(categories[id].description.length).toBeGreaterThan(10);
  });
});

describe('issue report payload', () => {
  it('requires title, description and location', () => {
    const result = createIssueRequest.safeParse({ title: ' ', description: '', location: '' });
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual([
      'Title is required',
      'Description is required',
      'Location is required',
    ]);
  });

  it('defaults photoFileKeys to an empty list', () => {
    expect(
      createIssueRequest.parse({ title: 'Leak', description: 'Water', location: 'Aisle 3' }).photoFileKeys,
    ).toEqual([]);
  });
});
