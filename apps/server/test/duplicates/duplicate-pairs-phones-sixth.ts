import { different, type ReportPair, same } from './duplicate-pair-builders';

/**
 * A sixth batch of phone-style development pairs in the languages visitors use most, each problem told a
 * second time with other words for the thing, the trouble and the place.
 */
export const sixthPhonePairs: ReportPair[] = [
  same(
    ['en', 'cash machine outside the shop is out of order', 'outside the shop'],
    ['en', 'ATM by the shop entrance not giving out money', 'shop entrance'],
  ),
  same(
    ['en', 'leak under the sink in the staff room', 'staff room'],
    ['en', 'staff room sink dripping underneath, cupboard soaked', 'staff room'],
  ),
  same(
    ['en', 'the escalator to level 2 has stopped', 'escalator to level 2'],
    ['en', 'moving stairs up to the second level are not moving', 'moving stairs up to the second level'],
  ),
  same(
    ['en', 'ceiling tile fallen down in corridor C', 'corridor C'],
    ['en', 'a piece of the ceiling came down in corridor c, bits everywhere', 'corridor c'],
  ),
  same(
    ['de', 'Der Kaffeeautomat im Foyer nimmt kein Geld', 'im Foyer'],
    ['de', 'Kaffeemaschine in der Eingangshalle schluckt Münzen', 'in der Eingangshalle'],
  ),
  same(['de', 'Im Keller riecht es nach Gas', 'im Keller'], ['de', 'Gasgeruch im Untergeschoss', 'im Untergeschoss']),
  same(
    ['es', 'el grifo del baño de hombres no cierra', 'baño de hombres'],
    ['es', 'en el aseo de caballeros hay un grifo que no para de echar agua', 'aseo de caballeros'],
  ),
  same(
    ['es', 'hay ratas en el almacén', 'en el almacén'],
    ['es', 'vimos una rata enorme en el almacen de atrás', 'en el almacen de atrás'],
  ),
  same(
    ['fr', "l'ascenseur du parking est en panne", 'du parking'],
    ['fr', 'ascenseur parking bloqué, impossible de monter', 'parking'],
  ),
  same(
    ['fr', 'la poubelle de la cuisine déborde', 'de la cuisine'],
    ['fr', 'cuisine: poubelles pleines à craquer, ça sent mauvais', 'cuisine'],
  ),
  same(
    ['it', 'la stampante al primo piano è inceppata', 'al primo piano'],
    ['it', 'stampante del 1° piano bloccata, carta incastrata', 'del 1° piano'],
  ),
  same(
    ['pt', 'o wifi da biblioteca não funciona', 'da biblioteca'],
    ['pt', 'sem internet na biblioteca desde manhã', 'na biblioteca'],
  ),
  same(['ru', 'в лифте не горит свет', 'в лифте'], ['ru', 'в лифте темно, лампочка перегорела', 'в лифте']),
  same(['ru', 'на кухне течет кран', 'на кухне'], ['ru', 'кран на кухне капает не переставая', 'кран на кухне']),
  same(['zh', '一楼男厕所马桶堵了', '一楼男厕所'], ['zh', '1楼男卫生间的马桶不通', '1楼男卫生间']),
  same(['ar', 'الإضاءة في الممر مطفأة', 'في الممر'], ['ar', 'الممر مظلم تماما، اللمبات لا تعمل', 'الممر']),
  same(['ja', '駐車場の入口のゲートが開かない', '駐車場の入口'], ['ja', '駐車場入口のバーが上がらない', '駐車場入口']),
  same(['ko', '탈의실 샤워기에서 찬물만 나와요', '탈의실'], ['ko', '탈의실 샤워 온수가 안 나와요', '탈의실']),
  same(
    ['pl', 'w kuchni na drugim piętrze nie działa lodówka', 'kuchni na drugim piętrze'],
    ['pl', 'lodówka w kuchni 2 piętro zepsuta, nie chłodzi', 'kuchni 2 piętro'],
  ),
  same(['nl', 'de lift bij perron 3 is stuk', 'perron 3'], ['nl', 'lift naar spoor 3 doet het niet', 'spoor 3']),

  different(
    ['en', 'cash machine outside the shop is out of order', 'outside the shop'],
    ['en', 'the shop door is jammed shut', 'the shop'],
  ),
  different(
    ['en', 'leak under the sink in the staff room', 'staff room'],
    ['en', 'staff room microwave is broken', 'staff room'],
  ),
  different(
    ['de', 'Der Kaffeeautomat im Foyer nimmt kein Geld', 'im Foyer'],
    ['de', 'Im Foyer ist der Boden nass und rutschig', 'im Foyer'],
  ),
  different(
    ['es', 'el grifo del baño de hombres no cierra', 'baño de hombres'],
    ['es', 'el grifo del baño de mujeres no cierra', 'baño de mujeres'],
  ),
  different(
    ['fr', 'la poubelle de la cuisine déborde', 'de la cuisine'],
    ['fr', 'le frigo de la cuisine ne refroidit plus', 'de la cuisine'],
  ),
  different(
    ['it', 'la stampante al primo piano è inceppata', 'al primo piano'],
    ['it', 'la stampante al secondo piano è inceppata', 'al secondo piano'],
  ),
  different(['ru', 'в лифте не горит свет', 'в лифте'], ['ru', 'в лифте кто-то разлил пиво', 'в лифте']),
  different(['zh', '一楼男厕所马桶堵了', '一楼男厕所'], ['zh', '一楼男厕所没有洗手液', '一楼男厕所']),
  different(['ko', '탈의실 샤워기에서 찬물만 나와요', '탈의실'], ['ko', '탈의실 사물함이 고장났어요', '탈의실']),
  different(['nl', 'de lift bij perron 3 is stuk', 'perron 3'], ['nl', 'de lift bij perron 5 is stuk', 'perron 5']),
];
