import { different, type ReportPair, same } from './duplicate-pair-builders';

/**
 * A second batch of phone-style development pairs, written after the tables of duplicate-further-languages.ts
 * to measure them on words they were not written from: other synonyms, other inflections, other details.
 */
export const morePhonePairs: ReportPair[] = [
  same(
    ['en', 'the loo in the disabled toilet wont flush', 'disabled toilet'],
    ['en', 'accessible toilet flush is broken, bowl full', 'accessible toilet'],
  ),
  same(
    ['en', 'water coming through the roof above the cafe tables', 'above the cafe tables'],
    ['en', 'ceiling dripping in the café, bucket needed', 'in the café'],
  ),
  same(
    ['en', 'big wasp nest in the bushes by the bike racks', 'by the bike racks'],
    ['en', 'loads of wasps flying round the bike shed, think theres a nest', 'the bike shed'],
  ),
  same(
    ['de', 'Im Aufzug riecht es nach Urin, eklig', 'im Aufzug'],
    ['de', 'fahrstuhl stinkt total nach pisse', 'fahrstuhl'],
  ),
  same(
    ['de', 'die Heizung im Klassenzimmer 4 bleibt kalt', 'im Klassenzimmer 4'],
    ['de', 'Raum 4 eiskalt, Heizkörper geht nicht', 'Raum 4'],
  ),
  same(
    ['es', 'el secador de manos del baño de mujeres no va', 'baño de mujeres'],
    ['es', 'secamanos estropeado en el aseo de señoras', 'aseo de señoras'],
  ),
  same(
    ['fr', 'y a des souris dans la réserve, on a vu des crottes', 'dans la réserve'],
    ['fr', 'une souris a filé entre les cartons de l entrepôt', 'l entrepôt'],
  ),
  same(
    ['it', 'ascensore bloccato al terzo piano con le porte aperte', 'al terzo piano'],
    ['it', 'l ascensore è fermo al 3° piano, non si muove', 'al 3° piano'],
  ),
  same(
    ['pt', 'o autoclismo da casa de banho dos homens nao para de correr', 'casa de banho dos homens'],
    ['pt', 'sanita no wc masculino sempre a correr agua', 'wc masculino'],
  ),
  same(
    ['nl', 'de verwarming in lokaal 12 doet het niet, ijskoud', 'lokaal 12'],
    ['nl', 'lokaal 12 is koud, radiator blijft koud', 'lokaal 12'],
  ),
  same(['pl', 'w windzie śmierdzi moczem', 'w windzie'], ['pl', 'winda cała obsikana, smród straszny', 'winda']),
  same(
    ['sv', 'det droppar från taket i korridoren på plan 2', 'korridoren på plan 2'],
    ['sv', 'läcker från taket i korridoren våning 2, hink behövs', 'korridoren våning 2'],
  ),
  same(
    ['fi', 'hissi on jumissa kolmannessa kerroksessa', 'kolmannessa kerroksessa'],
    ['fi', 'hissi ei toimi 3. kerroksessa, ovet ei aukea', '3. kerroksessa'],
  ),
  same(
    ['tr', 'erkekler tuvaletinde pisuar tıkalı, su taşıyor', 'erkekler tuvaletinde'],
    ['tr', 'bay tuvaletindeki pisuar tıkanmış', 'bay tuvaletindeki'],
  ),
  same(
    ['ru', 'в коридоре на третьем этаже мигает лампа', 'в коридоре на третьем этаже'],
    ['ru', 'лампочка моргает в коридоре 3 этаж, глаза болят', 'в коридоре 3 этаж'],
  ),
  same(['uk', 'у ліфті хтось розлив каву, липко', 'у ліфті'], ['uk', 'в ліфті розлита кава на підлозі', 'в ліфті']),
  same(
    ['lt', 'moterų tualete nėra tualetinio popieriaus', 'moterų tualete'],
    ['lt', 'baigėsi popierius moterų tualete', 'moterų tualete'],
  ),
  same(['lv', 'lifts iestrēdzis starp stāviem', 'lifts'], ['lv', 'lifts nestrādā, stāv uz vietas', 'lifts']),
  same(['et', 'köögis tilgub kraan kogu aeg', 'köögis'], ['et', 'köögi kraan lekib, vesi jookseb', 'köögi']),
  same(
    ['sw', 'taa za korido ghorofa ya pili zimezimika', 'korido ghorofa ya pili'],
    ['sw', 'korido ya ghorofa ya pili ni giza, taa haziwaki', 'korido ya ghorofa ya pili'],
  ),
  same(
    ['ms', 'tandas lelaki aras bawah tersumbat', 'tandas lelaki aras bawah'],
    ['ms', 'mangkuk tandas lelaki tingkat bawah tak boleh flush, sumbat', 'tandas lelaki tingkat bawah'],
  ),
  same(
    ['af', 'die toilette by die swembad is baie vuil', 'by die swembad'],
    ['af', 'swembad se badkamers is smerig en stink', 'swembad se badkamers'],
  ),
  same(
    ['az', 'liftdə kimsə qusub, pis iy gəlir', 'liftdə'],
    ['az', 'liftin içində qusmuq var, iylənib', 'liftin içində'],
  ),
  same(
    ['is', 'það lekur úr loftinu í anddyrinu', 'í anddyrinu'],
    ['is', 'vatn lekur niður í anddyrinu, pollur á gólfinu', 'í anddyrinu'],
  ),
  same(
    ['cy', 'mae’r goleuadau yn y coridor wedi diffodd', 'yn y coridor'],
    ['cy', 'dim golau yn y coridor, tywyll iawn', 'yn y coridor'],
  ),
  same(['kk', 'лифт тұрып қалды, жұмыс істемейді', 'лифт'], ['kk', 'лифт бұзылған, есігі ашылмайды', 'лифт']),
  same(
    ['ur', 'گیٹ کے پاس کچرا بکھرا ہوا ہے', 'گیٹ کے پاس'],
    ['ur', 'گیٹ کے ساتھ کوڑا پڑا ہے، صفائی کریں', 'گیٹ کے ساتھ'],
  ),
  same(['hi', 'पार्किंग में लाइट नहीं जल रही, अंधेरा है', 'पार्किंग'], ['hi', 'पार्किंग की बत्ती खराब है, बहुत अंधेरा', 'पार्किंग']),
  same(
    ['ja', '女子トイレのハンドドライヤーが動かない', '女子トイレ'],
    ['ja', '女子トイレの手を乾かす機械が壊れてる', '女子トイレ'],
  ),
  same(['ko', '주차장 엘리베이터가 고장났어요', '주차장'], ['ko', '주차장 엘리베이터 작동 안 해요', '주차장']),

  different(
    ['en', 'the loo in the disabled toilet wont flush', 'disabled toilet'],
    ['en', 'the emergency cord in the disabled toilet has been tied up', 'disabled toilet'],
  ),
  different(
    ['en', 'water coming through the roof above the cafe tables', 'above the cafe tables'],
    ['en', 'the cafe coffee machine is leaking water everywhere', 'cafe'],
  ),
  different(
    ['de', 'Im Aufzug riecht es nach Urin, eklig', 'im Aufzug'],
    ['de', 'Aufzug bleibt zwischen den Etagen stecken', 'Aufzug'],
  ),
  different(
    ['de', 'die Heizung im Klassenzimmer 4 bleibt kalt', 'im Klassenzimmer 4'],
    ['de', 'die Heizung im Klassenzimmer 5 bleibt kalt', 'im Klassenzimmer 5'],
  ),
  different(
    ['es', 'el secador de manos del baño de mujeres no va', 'baño de mujeres'],
    ['es', 'el secador de manos del baño de hombres no va', 'baño de hombres'],
  ),
  different(
    ['fr', 'y a des souris dans la réserve, on a vu des crottes', 'dans la réserve'],
    ['fr', 'la lumière de la réserve ne marche plus', 'la réserve'],
  ),
  different(
    ['it', 'ascensore bloccato al terzo piano con le porte aperte', 'al terzo piano'],
    ['it', 'al terzo piano il bagno è allagato', 'al terzo piano'],
  ),
  different(
    ['nl', 'de verwarming in lokaal 12 doet het niet, ijskoud', 'lokaal 12'],
    ['nl', 'in lokaal 12 is het raam kapot', 'lokaal 12'],
  ),
  different(
    ['pl', 'w windzie śmierdzi moczem', 'w windzie'],
    ['pl', 'w windzie nie działa przycisk 3 piętra', 'w windzie'],
  ),
  different(
    ['sv', 'det droppar från taket i korridoren på plan 2', 'korridoren på plan 2'],
    ['sv', 'det droppar från taket i korridoren på plan 4', 'korridoren på plan 4'],
  ),
  different(
    ['tr', 'erkekler tuvaletinde pisuar tıkalı, su taşıyor', 'erkekler tuvaletinde'],
    ['tr', 'erkekler tuvaletinde ayna kırık', 'erkekler tuvaletinde'],
  ),
  different(
    ['lt', 'moterų tualete nėra tualetinio popieriaus', 'moterų tualete'],
    ['lt', 'moterų tualete užsikimšęs unitazas', 'moterų tualete'],
  ),
  different(['lv', 'lifts iestrēdzis starp stāviem', 'lifts'], ['lv', 'liftā smird pēc urīna', 'liftā']),
  different(['et', 'köögis tilgub kraan kogu aeg', 'köögis'], ['et', 'köögis on prussakad', 'köögis']),
  different(
    ['sw', 'taa za korido ghorofa ya pili zimezimika', 'korido ghorofa ya pili'],
    ['sw', 'taa za korido ghorofa ya tatu zimezimika', 'korido ghorofa ya tatu'],
  ),
  different(
    ['ms', 'tandas lelaki aras bawah tersumbat', 'tandas lelaki aras bawah'],
    ['ms', 'tandas lelaki aras bawah takde sabun', 'tandas lelaki aras bawah'],
  ),
  different(
    ['is', 'það lekur úr loftinu í anddyrinu', 'í anddyrinu'],
    ['is', 'hurðin í anddyrinu er biluð', 'í anddyrinu'],
  ),
  different(['kk', 'лифт тұрып қалды, жұмыс істемейді', 'лифт'], ['kk', 'лифтте қоқыс шашылып жатыр', 'лифтте']),
  different(['hi', 'पार्किंग में लाइट नहीं जल रही, अंधेरा है', 'पार्किंग'], ['hi', 'पार्किंग में पानी भरा हुआ है', 'पार्किंग']),
  different(['ko', '주차장 엘리베이터가 고장났어요', '주차장'], ['ko', '주차장에 쓰레기가 넘쳐요', '주차장']),
];
