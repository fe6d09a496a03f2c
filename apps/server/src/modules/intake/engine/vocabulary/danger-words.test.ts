import { describe, expect, it } from 'vitest';
import { readSignals } from '../report-signals';
import { vocabularies } from './all-vocabularies';
import { getVocabulary, pairedLists } from './compiled-vocabulary';
import { dangerWords } from './danger-words';
import { readVocabularies, toCueText, vocabularyPriority } from './match-vocabulary';

const priorityOf = (text: string, language: string) => {
  const vocabulary = getVocabulary(language);
  if (!vocabulary) throw new Error(language);
  return vocabularyPriority(readVocabularies(toCueText(text), [vocabulary]));
};

describe('danger words', () => {
  it('has every list for every language of the vocabularies', () => {
    expect(Object.keys(dangerWords).sort()).toEqual(Object.keys(vocabularies).sort());
    for (const [language, words] of Object.entries(dangerWords)) {
      for (const list of [words.critical, ...pairedLists.map((name) => words[name])])
        expect(list.trim(), language).not.toBe('');
    }
  });

  it.each([
    ['en', 'it smells like gas in the kitchen'],
    ['de', 'GAS!!! riecht total nach gas'],
    ['pl', 'iskrzy z gniazdka przy recepcji'],
    ['fr', 'un monsieur s’est évanoui à la caisse'],
    ['ja', '天井から水がポタポタ、真下が配電盤です'],
    ['ru', 'вода льётся прямо на розетку'],
  ])('[%s] reads "%s" as immediate danger, and the chat shows the safety line', (language, text) => {
    expect(priorityOf(text, language)).toBe('CRITICAL');
    expect(readSignals(text, language).isUrgent).toBe(true);
  });

  it.each([
    ['en', 'water dripping onto the fuse box under the stairs', 'CRITICAL'],
    ['en', 'water dripping from the tap in the gents', 'MEDIUM'],
    ['en', 'socket by the desk is loose', 'MEDIUM'],
    ['de', 'Wasser tropft aus der Decke direkt in die Steckdose', 'CRITICAL'],
    ['de', 'Wasser tropft aus der Decke im Flur', 'MEDIUM'],
    ['en', 'the gas bottle behind the bar is hissing like mad', 'CRITICAL'],
    ['en', 'propane tank by the grill on the roof terrace, you can hear it leaking', 'CRITICAL'],
    ['en', 'the tap in the gents is leaking', 'MEDIUM'],
    ['en', 'question about the gas bill for unit 4', 'LOW'],
    ['de', 'an der Gasflasche hinter der Theke zischt es die ganze Zeit', 'CRITICAL'],
    ['en', 'it stinks of rotten eggs near the bins and my head is spinning', 'CRITICAL'],
    ['en', 'something behind the panel keeps hissing and now I feel really dizzy', 'CRITICAL'],
    ['en', 'the boiler in the back office is rattling and we have all got headaches', 'CRITICAL'],
    ['en', 'water is pouring onto the ticket machine and it keeps crackling', 'CRITICAL'],
    ['en', 'the boiler in the back office is off and the radiators are cold', 'LOW'],
    ['de', 'mir ist schwindelig, der Gasofen im Pausenraum läuft seit Stunden', 'CRITICAL'],
    ['en', 'man fell down by the escalator at the north entrance and isnt answering us', 'CRITICAL'],
    ['en', 'pls come quick, a lady is on the floor in the changing rooms shaking all over', 'CRITICAL'],
    ['de', 'im Parkhaus liegt ein Mann neben seinem Auto und reagiert nicht', 'CRITICAL'],
    ['en', 'I slipped on the wet floor by the tills, the floor needs a sign', 'MEDIUM'],
    ['en', 'nobody is answering the phone at reception', 'LOW'],
    ['en', 'the socket by the treadmills has gone brown and is too hot to touch', 'CRITICAL'],
    ['de', 'die Steckdose im Klassenzimmer ist ganz braun verschmort', 'CRITICAL'],
    ['en', 'the socket by the desk is loose', 'MEDIUM'],
  ])(
    '[%s] water is danger only with an electrical fitting or arcing, gas only with gas escaping or feeling unwell, a person down only when not responding, a fitting only when scorched: "%s"',
    (language, text, priority) => {
      expect(priorityOf(text, language)).toBe(priority);
    },
  );

  it.each([
    ['en', 'the CO alarm keeps beeping in the boiler room'],
    ['de', 'mein Kollege kriegt keine Luft mehr, bitte schnell'],
    ['es', 'el techo del gimnasio se derrumba'],
    ['fr', 'deux hommes se tapent dessus devant la gare'],
    ['it', 'una signora non respira più, sta soffocando'],
    ['pt', 'o muro está a desabar para a rua'],
    ['nl', 'het plafond is ingestort in de gang'],
    ['pl', 'czujnik czadu piszczy w kuchni'],
    ['ru', 'ребёнок подавился и задыхается'],
    ['uk', 'на парковці стрілянина'],
    ['zh', '楼道里有人打架，还有人流血'],
    ['ja', '一酸化炭素の警報が鳴っています'],
    ['sv', 'en man får ingen luft vid kassan'],
    ['fi', 'häkävaroitin piippaa saunassa'],
    ['tr', 'otoparkta kavga var, biri yerde'],
    ['ko', '주차장에서 폭행이 일어나고 있어요'],
    ['vi', 'có người đuối nước ở hồ bơi'],
  ])('[%s] reads "%s" (carbon monoxide, no air, a collapse, a fight) as immediate danger', (language, text) => {
    expect(priorityOf(text, language)).toBe('CRITICAL');
  });

  it.each([
    // gas and toxic fumes, in the words and spellings people type
    ['ur', 'restaurant mein gas ki boo aa rahi hai'],
    ['el', 'μυρίζει υγραέριο στην αποθήκη'],
    ['he', 'יש דליפה מבלון הגז במטבח'],
    ['et', 'duširuumis on mürgine aur, kõik köhivad'],
    ['hy', 'լոգարանում թունավոր գոլորշի է'],
    ['mk', 'во магацинот има отровна пареа'],
    ['az', 'anbarda zəhərli buxar var'],
    // a burning smell, something melting
    ['fi', 'sähkökaapista tulee palaneen käryä'],
    ['lt', 'iš šildytuvo sklinda svilėsių kvapas'],
    ['bg', 'мирише на изгоряла изолация в коридора'],
    ['hy', 'երկարացման լարը հալվել է'],
    ['sk', 'v kuchyni sa niečo páli'],
    // an electric shock
    ['sr', 'дечака је ударила струја у учионици'],
    ['cs', 'kopl ho proud z vypínače'],
    ['el', 'τον χτύπησε ρεύμα στο μπάνιο'],
    ['bg', 'детето го удари ток'],
    ['lt', 'darbuotoją nukrėtė srovė'],
    // bare or hanging wires, inflected
    ['fi', 'käytävällä roikkuu paljaita johtoja'],
    ['hu', 'a falból kilógnak a drótok'],
    ['be', 'у калідоры звісаюць голыя драты'],
    ['lt', 'rūsyje kabo nuplikę laidai'],
    ['zh', '走廊的电线露着铜丝'],
    // water onto electrics
    ['sl', 'voda teče v razdelilno omarico'],
    ['hu', 'a víz a villanyszekrényre spriccel'],
    ['bg', 'водата пръска върху сървърите'],
    ['mr', 'पाणी स्विचबोर्डवर पडतंय'],
    ['et', 'vesi jookseb pikendusjuhtme peale'],
    // a person down
    ['et', 'mees lamab teadvusetult põrandal'],
    ['sr', 'čovek se onesvestio u holu'],
    ['ne', 'एक जना बुवा ढल्नुभयो, होस छैन'],
    ['ro', 'un barbat e inconstient in hol'],
    ['hy', 'մի կին ուշաթափ պառկած է'],
    // choking, no air
    ['lt', 'vaikas užspringo'],
    ['he', 'הוא לא מצליח לנשום'],
    ['zh', '有个老人喘不上气'],
    ['be', 'дзіця задыхаецца'],
    // shooting, a weapon, a beating
    ['et', 'parklas tulistati'],
    ['sl', 'pred trgovino so se slišali streli'],
    ['az', 'küçədə atəş açdılar'],
    ['be', 'у двары стралялі'],
    ['da', 'en mand med et gevær står ved indgangen'],
    ['cs', 'chlap na chodbě bije ženu'],
    ['mr', 'एकाने चाकूने भोसकलं'],
    // a structure coming down
    ['sl', 'gradbeni oder se podira'],
    ['ro', 'se surpa tavanul in hol'],
    ['hu', 'összedőlt az állvány'],
    ['da', 'loftet er styrtet ned i gangen'],
    ['kk', 'төбесі құлайын деп тұр'],
    ['zh', '广告牌被吹倒了，砸到人了'],
    // a carbon monoxide alarm
    ['sr', 'pišti detektor CO u kupatilu'],
    ['cs', 'hlásič CO pípá'],
    ['hu', 'sípol a CO-érzékelő'],
    ['cy', 'mae larwm CO yn canu'],
    ['he', 'גלאי הפחמן החד חמצני מצפצף'],
  ])('[%s] reads the inflected or spoken form in "%s" as immediate danger', (language, text) => {
    expect(priorityOf(text, language)).toBe('CRITICAL');
  });

  it.each([
    ['en', 'it smells really strongly of gas in the plant room'],
    ['tr', 'mutfakta doğalgaz kokusu var'],
    ['gl', 'cheira a butano no almacén'],
    ['fa', 'bu-ye gaz miad too ashpazkhoone'],
    ['de', 'im Lager sind giftige Dämpfe, alle husten'],
    ['nl', 'er komt een giftige damp uit de emmer'],
    ['tg', 'дар анбор буғи заҳрнок аст'],
    ['id', 'colokan di dapur bau gosong'],
    ['hr', 'iz utičnice smrdi na spaljeno'],
    ['sv', 'det luktar bränd plast i köket'],
    ['ta', 'பிளக் உருகி போச்சு'],
    ['id', 'tadi nyetrum pas pegang saklar'],
    ['ar', 'الغسالة كهربته'],
    ['vi', 'em bé bị giật điện ở sảnh'],
    ['hr', 'udarila ga struja na bazenu'],
    ['fr', 'un câble dénudé pend du mur'],
    ['ca', 'hi ha cables al terra del pati'],
    ['tr', 'asansörde kablolar açıkta duruyor'],
    ['ko', '충전기 케이블 피복이 벗겨져서 위험해요'],
    ['uk', 'тече зі стелі на електрощиток'],
    ['pl', 'woda kapie na serwery'],
    ['no', 'vann spruter på el-tavla'],
    ['is', 'vatn lekur á rafmagnstöfluna'],
    ['mi', 'kua maringi te wai ki te powerboard'],
    ['ta', 'மீட்டர் பாக்ஸ் மேல தண்ணி கொட்டுது'],
    ['vi', 'ông cụ gục xuống ở sảnh'],
    ['th', 'มีคนไม่รู้สึกตัวในห้องน้ำ'],
    ['mi', 'kāore ia e neke'],
    ['ar', 'ست أغمى عليها في الطابور'],
    ['de', 'ein Mann liegt regungslos im Flur'],
    ['ms', 'budak tu tak boleh nafas'],
    ['sw', 'mtoto hawezi kupumua'],
    ['id', 'adik saya keselek'],
    ['hi', 'एक आदमी को हार्ट अटैक आया'],
    ['vi', 'có người bị đột quỵ'],
    ['sw', 'tumesikia risasi nje'],
    ['lv', 'pie ieejas šauj'],
    ['sv', 'det har skjutits på torget'],
    ['ca', 'un home amb una destral al pati'],
    ['af', "'n man met 'n vuurwapen by die deur"],
    ['is', 'maður er að berja konu'],
    ['hi', 'एक आदमी लड़के को पीट रहा है'],
    ['ko', '쓰레기통에서 불나요'],
    ['th', 'ถังขยะไฟลุก'],
    ['sw', 'dari linaanguka'],
    ['fr', 'des morceaux tombent du plafond'],
    ['lv', 'birst apmetums no griestiem'],
    ['no', 'stillaset holder på å rase sammen'],
    ['hi', 'दीवार गिर रही है'],
    ['uk', 'щогла зараз впаде'],
    ['en', 'the shelving is about to fall'],
    ['sw', 'alarm ya CO inalia'],
    ['is', 'CO skynjarinn pípir'],
    ['vi', 'máy báo CO kêu'],
    ['hr', 'detektor ugljičnog monoksida pišti'],
  ])('[%s] reads "%s" (a kind the language lacked, or its spoken form) as immediate danger', (language, text) => {
    expect(priorityOf(text, language)).toBe('CRITICAL');
  });

  it.each([
    // toxic fumes
    ['fr', 'il y a des vapeurs toxiques dans les toilettes'],
    ['pl', 'w łazience są trujące opary'],
    ['tr', 'depoda zehirli buhar var, herkes öksürüyor'],
    ['vi', 'trong kho có khí độc'],
    ['sw', 'kuna mvuke wa sumu chooni'],
    // a stroke, a heart attack
    ['de', 'ich glaube, er hat einen Schlaganfall'],
    ['es', 'un señor está sufriendo un ictus'],
    ['ja', '脳卒中かもしれません'],
    ['ar', 'راجل جاله جلطة'],
    // someone trapped or crushed under something
    ['pl', 'robotnik jest przygnieciony regałem'],
    ['nl', 'er zit iemand bekneld onder de stellage'],
    ['en', 'a man is pinned under the pallets'],
    ['tr', 'bir işçi enkaz altında kaldı'],
    // a fire set on purpose
    ['fi', 'joku teki tuhopolton roskakatokseen'],
    ['pl', 'ktoś podpalił śmietnik'],
    ['el', 'εμπρησμός στο υπόγειο'],
    ['ru', 'кто-то поджёг мусорку'],
    // a plug or cable melting
    ['ru', 'розетка оплавилась'],
    ['es', 'el enchufe está derretido y huele a plástico'],
    ['el', 'έλιωσε η πρίζα στο γραφείο'],
    ['tr', 'fiş eridi, kablo sıcak'],
    // a child through the ice
    ['ru', 'ребёнок провалился под лёд на пруду'],
    ['pl', 'dziecko wpadło pod lód'],
    ['sv', 'ett barn har gått genom isen'],
    ['en', 'a kid fell through the ice on the pond'],
  ])('[%s] reads "%s" (fumes, stroke, trapped, arson, melting, ice) as danger', (language, text) => {
    expect(priorityOf(text, language)).toBe('CRITICAL');
  });

  it.each([
    // typed without diacritics, or romanised
    ['vi', 'co nguoi bat tinh o sanh'],
    ['pl', 'pan zemdlal przy kasie'],
    ['tr', 'adam bayildi, nefes almiyor'],
    ['cs', 'na chodbe lezi muz v bezvedomi'],
    ['hu', 'a kabinban egy ferfi eszmeletlen'],
    ['pt', 'tem cheiro de gas na cozinha'],
    ['mk', 'pukna cevka i ima miris na plin'],
    ['hy', 'zugaranum gazi hot ka'],
    ['kn', 'kitchen alli benki bidditu'],
    ['hi', 'uske sar se khoon beh raha hai'],
    ['fa', 'too anbar atish gerefte'],
    ['el', 'ena paidi den anapneei'],
  ])('[%s] reads "%s", typed without diacritics or romanised, as immediate danger', (language, text) => {
    expect(priorityOf(text, language)).toBe('CRITICAL');
  });

  it.each([
    ['en', 'there is a leak right above the server rack'],
    ['fr', "l'eau coule sur l'armoire électrique"],
    ['es', 'gotea justo encima del panel eléctrico'],
    ['sv', 'det läcker vatten på servern'],
    ['tr', 'tavandan su akıyor, sunucu odası'],
    ['zh', '楼上漏水，滴到服务器上了'],
  ])('[%s] reads water on electrics in "%s" as immediate danger', (language, text) => {
    expect(priorityOf(text, language)).toBe('CRITICAL');
  });

  it.each([
    ['en', 'the website is not responding again'],
    ['it', 'il centralino non risponde mai'],
    ['ru', 'интерактивная доска не реагирует на касания'],
    ['zh', '遥控器按了没反应'],
    ['ja', 'タブレットが反応しない'],
    ['tr', 'randevu sistemi çöktü, kayıt olamıyoruz'],
  ])('[%s] does not read a device not responding as danger: "%s"', (language, text) => {
    expect(priorityOf(text, language)).not.toBe('CRITICAL');
  });

  it.each([
    ['en', 'the light in the gents is not working'],
    ['de', 'Kein Strom im Büro, und der Wasserhahn tropft'],
    ['ru', 'не горит свет на лестнице, темно'],
    ['ms', 'tolong buka library sampai pukul 10'],
    ['ja', '喫煙所の周りに吸い殻が散らばってる'],
    ['az', 'sərçə ticarət mərkəzində uçur'],
    ['mk', 'прокиснува таванот во училницата'],
    ['sk', 'odpadla opierka zo stoličky'],
    ['cy', "mae'r drych wedi cracio"],
    ['bg', 'тревата е изгоряла'],
    ['gl', 'a cisterna non descarga'],
    ['ko', '가로수가 쓰러져서 길을 막았어요'],
    ['ms', 'air sampah meleleh dari lori'],
    ['no', 'snøen raser ned fra taket'],
    // words that share a stem with a danger word: a chair leg, a kitchen, a smoking area, fried dough, a fever
    ['ru', 'у стула шатается ножка'],
    ['is', 'mús í eldhúsinu'],
    ['sv', 'fimpar överallt vid rökrutan'],
    ['hu', 'drága a lángos a strandon'],
    ['tr', 'çocuğun ateşi var, doktor yok'],
    ['sw', 'maji ya moto hayatoki bafuni'],
    ['vi', 'kiến lửa bò lên ghế đá'],
    ['ms', 'semut api penuh kat bangku'],
    ['hy', 'ծխախոտի մնացորդներ մուտքի մոտ'],
    ['af', 'tieners sit op die dak en rook'],
    ['zh', '楼道里一地烟头'],
    ['fi', 'tarkastaja tuli ja kaikki saivat sakot'],
    ['et', 'orav tuli aknast sisse'],
    ['cy', 'sŵn parti tan 3 y bore'],
    ['hy', 'հոսանք չկա երկրորդ հարկում'],
    ['et', 'arvuti jookseb kokku'],
    ['tr', 'doğalgaz faturası çok yüksek geldi'],
    ['es', 'charco de helado derretido delante de los congeladores'],
    ['sr', 'pritisnula je dugme za lift, ništa'],
    ['fr', 'des chewing-gums écrasés devant l’entrée'],
    ['ko', '방화문이 열려 있어요'],
    ['kk', 'травматология бөлімі қай қабатта?'],
    ['el', 'τα μαχαιροπίρουνα στην καντίνα είναι βρώμικα'],
    ['kk', 'пандус мұз, бір кісі тайып құлады'],
    // something lying on the floor is no person lying there
    ['de', 'im Flur liegt am Boden überall Müll'],
    ['cs', 'na chodbě leží na zemi papíry'],
    ['ur', 'کاغذ فرش پر پڑا ہے'],
    ['et', 'klient karjub inimeste peale kassas'],
    ['mr', 'संध्याकाळी पाऊस पडणार आहे, छत्री ठेवा'],
  ])('[%s] does not read "%s" as immediate danger', (language, text) => {
    expect(priorityOf(text, language)).not.toBe('CRITICAL');
  });
});
