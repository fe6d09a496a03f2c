import { different, type ReportPair, same } from './duplicate-pair-builders';

/**
 * A third batch of phone-style development pairs, written after the loanword tables (duplicate-loanwords.ts)
 * to measure them again on words they were not written from.
 */
export const thirdPhonePairs: ReportPair[] = [
  same(
    ['en', 'vending machine by reception swallowed my pound coin', 'by reception'],
    ['en', 'the snack machine in the reception area took my money and gave nothing', 'reception area'],
  ),
  same(
    ['en', 'someones been sick all over the stairs between floor 1 and 2', 'stairs between floor 1 and 2'],
    ['en', 'vomit on the staircase, first floor landing, stinks', 'staircase, first floor landing'],
  ),
  same(
    ['de', 'Die Tür zum Hinterausgang klemmt und geht nicht zu', 'Hinterausgang'],
    ['de', 'hintere Ausgangstür schließt nicht mehr richtig', 'hintere Ausgangstür'],
  ),
  same(
    ['es', 'hay una gotera en el techo del gimnasio, charco enorme', 'techo del gimnasio'],
    ['es', 'en el gym cae agua del techo y el suelo está mojado', 'en el gym'],
  ),
  same(
    ['fr', 'le distributeur de savon des toilettes femmes est vide', 'toilettes femmes'],
    ['fr', 'plus de savon dans les wc des dames', 'wc des dames'],
  ),
  same(
    ['it', 'nel bagno dei maschi c è il lavandino intasato', 'bagno dei maschi'],
    ['it', 'lavabo otturato nei servizi uomini, l acqua non scende', 'servizi uomini'],
  ),
  same(
    ['nl', 'er ligt overal glas bij de fietsenstalling', 'bij de fietsenstalling'],
    ['nl', 'kapotte fles bij het fietsenhok, scherven op de grond', 'bij het fietsenhok'],
  ),
  same(['sl', 'v dvigalu smrdi po urinu', 'v dvigalu'], ['sl', 'dvigalo je polulano, grozen smrad', 'dvigalo']),
  same(
    ['bs', 'lift u garaži ne radi od jutros', 'u garaži'],
    ['bs', 'pokvaren lift u garaži, moramo stepenicama', 'u garaži'],
  ),
  same(
    ['hu', 'a parkolóban nem ég a villany, sötét van', 'a parkolóban'],
    ['hu', 'teljes sötétség a parkolóban, nem működnek a lámpák', 'a parkolóban'],
  ),
  same(['fa', 'در آشپزخانه سوسک دیدم', 'در آشپزخانه'], ['fa', 'آشپزخانه پر از سوسک است', 'آشپزخانه']),
  same(
    ['el', 'η βρύση στην κουζίνα στάζει συνέχεια', 'στην κουζίνα'],
    ['el', 'στάζει η βρύση της κουζίνας όλη μέρα', 'της κουζίνας'],
  ),
  same(
    ['ar', 'سلة المهملات عند المدخل ممتلئة', 'عند المدخل'],
    ['ar', 'الزبالة عند باب المدخل فايضة', 'عند باب المدخل'],
  ),
  same(['zh', '女厕所的水龙头一直在漏水', '女厕所'], ['zh', '女洗手间水龙头关不上，一直滴水', '女洗手间']),
  same(
    ['id', 'AC di ruang tunggu mati, panas banget', 'ruang tunggu'],
    ['id', 'ruang tunggu gerah, ac nya rusak', 'ruang tunggu'],
  ),
  same(
    ['vi', 'đèn ở hành lang tầng 3 bị hỏng', 'hành lang tầng 3'],
    ['vi', 'hanh lang tang 3 toi om, den khong sang', 'hanh lang tang 3'],
  ),
  same(['th', 'ลิฟต์ชั้น 5 เสีย ประตูไม่เปิด', 'ลิฟต์ชั้น 5'], ['th', 'ลิฟต์ที่ชั้น 5 ค้าง ใช้ไม่ได้', 'ลิฟต์ที่ชั้น 5']),
  same(['ta', 'லேடீஸ் டாய்லெட்ல தண்ணீர் வரல', 'லேடீஸ் டாய்லெட்'], ['ta', 'லேடீஸ் டாய்லெட் பைப்ல தண்ணீர் இல்லை', 'லேடீஸ் டாய்லெட்']),
  same(['kn', 'ಜೆಂಟ್ಸ್ ಟಾಯ್ಲೆಟ್ ಬ್ಲಾಕ್ ಆಗಿದೆ', 'ಜೆಂಟ್ಸ್ ಟಾಯ್ಲೆಟ್'], ['kn', 'ಜೆಂಟ್ಸ್ ಟಾಯ್ಲೆಟ್ ಕಟ್ಟಿಕೊಂಡಿದೆ, ನೀರು ಹೋಗ್ತಿಲ್ಲ', 'ಜೆಂಟ್ಸ್ ಟಾಯ್ಲೆಟ್']),
  same(['mr', 'किचनमध्ये नळ गळतोय', 'किचनमध्ये'], ['mr', 'किचनचा नळ सतत गळत आहे', 'किचनचा']),
  same(['ne', 'लिफ्ट बिग्रियो, ढोका खुल्दैन', 'लिफ्ट'], ['ne', 'लिफ्ट चल्दैन, बिग्रिएको छ', 'लिफ्ट']),
  same(['tg', 'дар ҳоҷатхона об нест', 'дар ҳоҷатхона'], ['tg', 'ҳоҷатхона оби нест, кран кор намекунад', 'ҳоҷатхона']),
  same(['hy', 'զուգարանում ջուր չկա', 'զուգարանում'], ['hy', 'զուգարանի ծորակից ջուր չի գալիս', 'զուգարանի']),
  same(['mk', 'во тоалетот нема тоалетна хартија', 'во тоалетот'], ['mk', 'нема хартија во тоалетот', 'во тоалетот']),
  same(
    ['sr', 'у ходнику на другом спрату не ради светло', 'ходнику на другом спрату'],
    ['sr', 'мрак у ходнику, 2. спрат, сијалица прегорела', 'ходнику, 2. спрат'],
  ),
  same(['be', 'у ліфце смярдзіць мачой', 'у ліфце'], ['be', 'ліфт увесь абсіканы, смурод', 'ліфт']),
  same(
    ['no', 'doen på herregarderoben er tett', 'herregarderoben'],
    ['no', 'toalettet i herregarderoben er tett, vannet renner over', 'herregarderoben'],
  ),
  same(
    ['mi', 'kua pakaru te arawhata hiko', 'arawhata hiko'],
    ['mi', 'kāore e mahi te arawhata hiko', 'arawhata hiko'],
  ),
  same(
    ['gl', 'a billa do baño de mulleres pinga todo o día', 'baño de mulleres'],
    ['gl', 'no baño das mulleres hai unha billa que gotea', 'baño das mulleres'],
  ),
  same(
    ['ur', 'parking mein light nahi jal rahi, andhera hai', 'parking'],
    ['ur', 'parking ki batti kharab hai, bohat andhera', 'parking'],
  ),

  different(
    ['en', 'vending machine by reception swallowed my pound coin', 'by reception'],
    ['en', 'the water cooler by reception is leaking', 'by reception'],
  ),
  different(
    ['de', 'Die Tür zum Hinterausgang klemmt und geht nicht zu', 'Hinterausgang'],
    ['de', 'am Hinterausgang liegt überall Müll', 'am Hinterausgang'],
  ),
  different(
    ['fr', 'le distributeur de savon des toilettes femmes est vide', 'toilettes femmes'],
    ['fr', 'le distributeur de savon des toilettes hommes est vide', 'toilettes hommes'],
  ),
  different(
    ['sl', 'v dvigalu smrdi po urinu', 'v dvigalu'],
    ['sl', 'dvigalo se je ustavilo med nadstropji', 'dvigalo'],
  ),
  different(
    ['hu', 'a parkolóban nem ég a villany, sötét van', 'a parkolóban'],
    ['hu', 'a parkolóban kátyú van a bejáratnál', 'a parkolóban'],
  ),
  different(
    ['el', 'η βρύση στην κουζίνα στάζει συνέχεια', 'στην κουζίνα'],
    ['el', 'το ψυγείο της κουζίνας δεν κρυώνει', 'της κουζίνας'],
  ),
  different(['zh', '女厕所的水龙头一直在漏水', '女厕所'], ['zh', '男厕所的水龙头一直在漏水', '男厕所']),
  different(['th', 'ลิฟต์ชั้น 5 เสีย ประตูไม่เปิด', 'ลิฟต์ชั้น 5'], ['th', 'ลิฟต์ชั้น 2 เสีย ประตูไม่เปิด', 'ลิฟต์ชั้น 2']),
  different(['ta', 'லேடீஸ் டாய்லெட்ல தண்ணீர் வரல', 'லேடீஸ் டாய்லெட்'], ['ta', 'லேடீஸ் டாய்லெட்ல லைட் எரியல', 'லேடீஸ் டாய்லெட்']),
  different(['kn', 'ಜೆಂಟ್ಸ್ ಟಾಯ್ಲೆಟ್ ಬ್ಲಾಕ್ ಆಗಿದೆ', 'ಜೆಂಟ್ಸ್ ಟಾಯ್ಲೆಟ್'], ['kn', 'ಲೇಡೀಸ್ ಟಾಯ್ಲೆಟ್ ಬ್ಲಾಕ್ ಆಗಿದೆ', 'ಲೇಡೀಸ್ ಟಾಯ್ಲೆಟ್']),
  different(['mr', 'किचनमध्ये नळ गळतोय', 'किचनमध्ये'], ['mr', 'किचनमध्ये झुरळं फिरतायत', 'किचनमध्ये']),
  different(['tg', 'дар ҳоҷатхона об нест', 'дар ҳоҷатхона'], ['tg', 'дар ҳоҷатхона чароғ намесӯзад', 'дар ҳоҷатхона']),
  different(
    ['mk', 'во тоалетот нема тоалетна хартија', 'во тоалетот'],
    ['mk', 'во тоалетот е затната шолјата', 'во тоалетот'],
  ),
  different(
    ['sr', 'у ходнику на другом спрату не ради светло', 'ходнику на другом спрату'],
    ['sr', 'у ходнику на трећем спрату не ради светло', 'ходнику на трећем спрату'],
  ),
  different(['be', 'у ліфце смярдзіць мачой', 'у ліфце'], ['be', 'ліфт не працуе, застраў паміж паверхамі', 'ліфт']),
  different(
    ['no', 'doen på herregarderoben er tett', 'herregarderoben'],
    ['no', 'doen på damegarderoben er tett', 'damegarderoben'],
  ),
  different(
    ['gl', 'a billa do baño de mulleres pinga todo o día', 'baño de mulleres'],
    ['gl', 'no baño de mulleres non hai papel', 'baño de mulleres'],
  ),
  different(
    ['ur', 'parking mein light nahi jal rahi, andhera hai', 'parking'],
    ['ur', 'parking mein kachra hi kachra hai', 'parking'],
  ),
  different(
    ['id', 'AC di ruang tunggu mati, panas banget', 'ruang tunggu'],
    ['id', 'kursi di ruang tunggu ada yang patah', 'ruang tunggu'],
  ),
  different(
    ['ar', 'سلة المهملات عند المدخل ممتلئة', 'عند المدخل'],
    ['ar', 'الباب الأوتوماتيكي عند المدخل لا يفتح', 'عند المدخل'],
  ),
];
