import { priorityLevel } from '@sitewatch/shared';
import { describe, expect, it } from 'vitest';
import { classifyByRules } from './rule-classifier';
import { triageTable } from './triage-table';

describe('rule-based triage against a table written from the spec definitions', () => {
  const results = triageTable.map((report) => {
    const result = classifyByRules(report);
    const level = priorityLevel(result.priority);
    return {
      report,
      result,
      isCategoryRight: result.category === report.category,
      isPriorityWithin: level >= priorityLevel(report.priority[0]) && level <= priorityLevel(report.priority[1]),
    };
  });
  const languages = [...new Set(triageTable.map((r) => r.language))];

  it('holds at least 100 reports in at least 15 languages', () => {
    expect(triageTable.length).toBeGreaterThanOrEqual(100);
    expect(languages.length).toBeGreaterThanOrEqual(15);
  });

  it('gets at least 90 % of categories and 90 % of priorities right, and prints the figures per language', () => {
    const rows = languages.map((language) => {
      const of = results.filter((r) => r.report.language === language);
      return {
        language,
        reports: of.length,
        category: `${of.filter((r) => r.isCategoryRight).length}/${of.length}`,
        priority: `${of.filter((r) => r.isPriorityWithin).length}/${of.length}`,
      };
    });
    const categoryShare = results.filter((r) => r.isCategoryRight).length / results.length;
    const priorityShare = results.filter((r) => r.isPriorityWithin).length / results.length;
    console.table(rows);
    console.log(
      `all: ${results.length} reports, category ${(categoryShare * 100).toFixed(1)} %, priority ${(priorityShare * 100).toFixed(1)} %`,
    );
    for (const miss of results.filter((r) => !r.isCategoryRight || !r.isPriorityWithin)) {
      console.log(
        `miss [${miss.report.language}] ${miss.report.title}: ${miss.result.category} ${miss.result.priority}`,
      );
    }
    expect(categoryShare).toBeGreaterThanOrEqual(0.9);
    expect(priorityShare).toBeGreaterThanOrEqual(0.9);
  });

  it('puts every safety-critical report at HIGH or CRITICAL, in every language', () => {
    const safety = results.filter((r) => r.report.safety);
    expect(safety.length).toBeGreaterThanOrEqual(languages.length);
    for (const { report, result } of safety) {
      expect(priorityLevel(result.priority), `[${report.language}] ${report.title}`).toBeGreaterThanOrEqual(
        priorityLevel('HIGH'),
      );
    }
  });
});
