import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'th',
  subject: ({ siteName, week }) => `[${siteName}] สรุปประจำสัปดาห์: ${week}`,
  heading: ({ siteName }) => `สัปดาห์ของคุณที่ ${siteName}`,
  weekLine: ({ week }) => `สัปดาห์ ${week} (UTC)`,
  opened: 'ปัญหาที่แจ้ง',
  resolved: 'ปัญหาที่แก้ไขแล้ว',
  openNow: 'ยังเปิดอยู่',
  overdueNow: 'เกินกำหนดขณะนี้',
  overdueTitle: 'เกินกำหนดขณะนี้',
  noOverdue: 'ไม่มีรายการที่เกินกำหนด',
  overdueLine: ({ late, priority, location }) => `เกินกำหนด ${late} · ${priority} · ${location}`,
  moreOverdue: ({ count }) => `และปัญหาที่เกินกำหนดอีก ${count} รายการ`,
  repeatTitle: 'สถานที่ที่ปัญหาเกิดซ้ำ',
  repeatIntro: 'สถานที่เดิมที่มีปัญหาอื่นเกิดขึ้นภายใน 30 วัน',
  noRepeats: 'สัปดาห์นี้ไม่มีสถานที่ใดมีปัญหาเกิดซ้ำ',
  repeatLine: ({ issues, repeats }) => `${issues} ปัญหา โดย ${repeats} รายการเกิดภายใน 30 วันหลังจากครั้งก่อน`,
  viewInsights: 'ดูสถิติ',
  footer: 'คุณได้รับอีเมลนี้เพราะคุณเปิดสรุปประจำสัปดาห์สำหรับไซต์นี้ไว้ ปิดได้ที่หน้า “Members” ของไซต์',
  priorities: { CRITICAL: 'วิกฤต', HIGH: 'สูง', MEDIUM: 'ปานกลาง', LOW: 'ต่ำ' },
};
