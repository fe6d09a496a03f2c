import { describe, expect, it } from 'vitest';
import { hasReportFace, splitScriptRuns } from './pdf-script-runs';

const runs = (text: string, context?: string) => splitScriptRuns(text, context).map((run) => `${run.face}:${run.text}`);

describe('splitScriptRuns', () => {
  it('gives each script its own run and joins back to the text', () => {
    const text = 'Wi-Fi 停车场 ไฟดับ रसोई Մուտք تسرب הדלת Χαλασμένος';
    expect(runs(text)).toEqual([
      'base:Wi-Fi ',
      'chinese:停车场',
      'base: ',
      'thai:ไฟดับ',
      'base: ',
      'devanagari:रसोई',
      'base: ',
      'armenian:Մուտք',
      'base: ',
      'arabic:تسرب',
      'base: ',
      'hebrew:הדלת',
      'base: Χαλασμένος',
    ]);
    expect(
      splitScriptRuns(text)
        .map((run) => run.text)
        .join(''),
    ).toBe(text);
  });

  it('keeps the spaces between words of one script in their run, digits and commas in the base font', () => {
    expect(runs('ชั้นสอง ห้องประชุม')).toEqual(['thai:ชั้นสอง ห้องประชุม']);
    expect(runs('본관 2층 로비')).toEqual(['korean:본관', 'base: 2', 'korean:층 로비']);
    expect(runs('दूसरी मंजिल, रसोई')).toEqual(['devanagari:दूसरी मंजिल', 'base:, ', 'devanagari:रसोई']);
  });

  it('draws Han in its Japanese form beside kana, Korean beside Hangul, Chinese otherwise', () => {
    expect(runs('3階のトイレ')).toEqual(['base:3', 'japanese:階のトイレ']);
    expect(runs('本館 東側')).toEqual(['chinese:本館 東側']);
    // A location beside its Japanese title is Japanese too.
    expect(runs('本館 東側', '3階のトイレ')).toEqual(['japanese:本館 東側']);
    expect(runs('大韓 民国')).toEqual(['chinese:大韓 民国']);
    expect(runs('大韓 민국')).toEqual(['korean:大韓 민국']);
  });

  it("draws a date in the reader's language in that language's Han forms", () => {
    // The faces that draw its letters (its digits stay in the base font).
    const faces = (text: string, language: string) =>
      new Set(splitScriptRuns(text, '', language).flatMap((run) => (/\p{L}/u.test(run.text) ? [run.face] : [])));
    expect(faces('2026年11月4日', 'ja-JP')).toEqual(new Set(['japanese']));
    expect(faces('2026年11月4日', 'zh-CN')).toEqual(new Set(['chinese']));
    expect(faces('2026. 11. 4.', 'ko')).toEqual(new Set());
    expect(faces('4. Nov. 2026', 'de')).toEqual(new Set(['base']));
    // Kana in the text still decide.
    expect(faces('11月4日(水)', 'zh')).toEqual(new Set(['chinese']));
    expect(faces('11月4日 水曜日です', 'zh')).toEqual(new Set(['japanese']));
  });

  it('puts shared punctuation with the script that uses it', () => {
    // East Asian punctuation and full-width forms: the CJK font; a danda stays with its Indic run.
    expect(runs('Wi-Fiが使えない（２階）。')).toEqual(['base:Wi-Fi', 'japanese:が使えない（２階）。']);
    expect(runs('ಕನ್ನಡ। ठीक।')).toEqual(['kannada:ಕನ್ನಡ।', 'base: ', 'devanagari:ठीक।']);
    // The middle dot is Latin too: the footer's separators stay in the base font.
    expect(runs('Sitewatch · 川辺センター · 4 Nov')).toEqual([
      'base:Sitewatch · ',
      'japanese:川辺センター',
      'base: · 4 Nov',
    ]);
  });

  it('keeps combining marks and joiners with their letter', () => {
    expect(runs('Cafe\u0301 क्\u200dष')).toEqual(['base:Cafe\u0301 ', 'devanagari:क्\u200dष']);
  });
});

describe('hasReportFace', () => {
  it("knows the scripts the report's fonts draw, digits of those scripts included", () => {
    for (const date of [
      '4. Nov. 2026',
      '2026年11月4日',
      '٤ نوفمبر ٢٠٢٦',
      '۱۳ آبان ۱۴۰۵',
      '४ नोव्हें, २०२६',
      '4 ნოე. 2026',
      '4 พ.ย. 2569',
    ]) {
      expect(hasReportFace(date), date).toBe(true);
    }
  });

  it('does not for scripts without a face here', () => {
    for (const date of ['৪ নভে, ২০২৬', '4 វិច្ឆិកា 2026', 'ኖቬም 4 2026', '4, నవం 2026']) {
      expect(hasReportFace(date), date).toBe(false);
    }
  });
});
