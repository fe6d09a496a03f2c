import { describe, expect, it } from 'vitest';
import { splitScriptRuns } from './pdf-script-runs';

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
    expect(runs('大韓 민국')).toEqual(['korean:大韓 민국']);
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
