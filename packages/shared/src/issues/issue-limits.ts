// Limits of a visitor's report. The spec checks only emptiness; the server still caps lengths
// so one report cannot fill the database. Zod-free so the visitor page can import them.
export const issueTextLimits = { title: 200, description: 5000, location: 500 } as const;
export const maxPhotosPerIssue = 10;
