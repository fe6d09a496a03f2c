import { different, type ReportPair, same } from './duplicate-pair-builders';

/**
 * A fourth batch of phone-style development pairs, written after the rules for a mess's detail, a dark place,
 * paper at the toilets and unknown places named alike: mostly two problems at one place told in near words,
 * to measure those rules' wrong merges.
 */
export const fourthPhonePairs: ReportPair[] = [
  different(
    ['en', 'someone has been sick in the lift', 'in the lift'],
    ['en', 'someone has weed in the lift, stinks', 'in the lift'],
  ),
  different(
    ['en', 'spilled coffee all over the floor by the lift', 'by the lift'],
    ['en', 'the lift floor is really dirty and sticky', 'the lift'],
  ),
  different(
    ['en', 'its pitch dark in the car park stairwell', 'car park stairwell'],
    ['en', 'the car park stairwell door wont shut', 'car park stairwell'],
  ),
  different(
    ['en', 'no paper in the gents, ground floor', 'gents, ground floor'],
    ['en', 'no paper towels in the gents on the ground floor', 'gents, ground floor'],
  ),
  different(
    ['en', 'overflowing bins behind the sports centre', 'behind the sports centre'],
    ['en', 'overflowing bins behind the community hall', 'behind the community hall'],
  ),
  different(
    ['en', 'the fountain by the bandstand is leaking everywhere', 'by the bandstand'],
    ['en', 'the bandstand roof is leaking when it rains', 'the bandstand'],
  ),
  different(
    ['de', 'im Treppenhaus ist es stockdunkel', 'im Treppenhaus'],
    ['de', 'im Treppenhaus liegt Hundekot', 'im Treppenhaus'],
  ),
  different(
    ['de', 'kein Papier auf der Herrentoilette', 'Herrentoilette'],
    ['de', 'keine Seife auf der Herrentoilette', 'Herrentoilette'],
  ),
  different(
    ['es', 'alguien vomitó en el ascensor', 'en el ascensor'],
    ['es', 'el ascensor huele a orina', 'en el ascensor'],
  ),
  different(
    ['es', 'hay agua en el suelo del vestuario', 'vestuario'],
    ['es', 'la ducha del vestuario gotea sin parar', 'vestuario'],
  ),
  different(
    ['fr', "il n'y a plus de papier dans l'imprimante", "l'imprimante"],
    ['fr', "l'imprimante fait un bruit bizarre", "l'imprimante"],
  ),
  different(
    ['it', 'il parcheggio è al buio, lampioni spenti', 'il parcheggio'],
    ['it', 'nel parcheggio c è una buca enorme', 'nel parcheggio'],
  ),
  different(['pl', 'w windzie ktoś zwymiotował', 'w windzie'], ['pl', 'w windzie ktoś rozlał piwo', 'w windzie']),
  different(['lt', 'tualete nėra popieriaus', 'tualete'], ['lt', 'tualete nėra muilo', 'tualete']),
  different(['sw', 'choo kinanuka vibaya sana', 'choo'], ['sw', 'choo kimeziba, maji hayashuki', 'choo']),
  different(
    ['ms', 'tandas perempuan gelap, lampu rosak', 'tandas perempuan'],
    ['ms', 'tandas perempuan takde air', 'tandas perempuan'],
  ),
  different(['tr', 'otoparkta çok karanlık', 'otoparkta'], ['tr', 'otoparkta bariyer açılmıyor', 'otoparkta']),
  different(['ru', 'в туалете нет бумаги', 'в туалете'], ['ru', 'в туалете нет воды', 'в туалете']),
  different(['hi', 'पार्किंग में बहुत अंधेरा है', 'पार्किंग'], ['hi', 'पार्किंग में गेट बंद नहीं होता', 'पार्किंग']),
  different(
    ['nl', 'bij de fietsenstalling ligt glas', 'bij de fietsenstalling'],
    ['nl', 'de fietsenstalling lekt bij regen', 'de fietsenstalling'],
  ),

  same(
    ['en', 'its pitch dark in the car park stairwell', 'car park stairwell'],
    ['en', 'car park stairwell lights are all out', 'car park stairwell'],
  ),
  same(
    ['de', 'kein Papier auf der Herrentoilette', 'Herrentoilette'],
    ['de', 'Herrenklo: Klopapier alle', 'Herrenklo'],
  ),
  same(
    ['es', 'alguien vomitó en el ascensor', 'en el ascensor'],
    ['es', 'hay vómito en el ascensor, qué asco', 'en el ascensor'],
  ),
  same(
    ['fr', "il n'y a plus de papier dans l'imprimante", "l'imprimante"],
    ['fr', 'imprimante vide, plus de feuilles', 'imprimante'],
  ),
  same(
    ['it', 'il parcheggio è al buio, lampioni spenti', 'il parcheggio'],
    ['it', 'parcheggio completamente buio stasera', 'parcheggio'],
  ),
  same(['pl', 'w windzie ktoś zwymiotował', 'w windzie'], ['pl', 'wymiociny w windzie, śmierdzi', 'w windzie']),
  same(['lt', 'tualete nėra popieriaus', 'tualete'], ['lt', 'baigėsi tualetinis popierius tualete', 'tualete']),
  same(['sw', 'choo kinanuka vibaya sana', 'choo'], ['sw', 'harufu mbaya sana chooni', 'chooni']),
  same(
    ['ms', 'tandas perempuan gelap, lampu rosak', 'tandas perempuan'],
    ['ms', 'lampu tandas perempuan tak menyala', 'tandas perempuan'],
  ),
  same(
    ['tr', 'otoparkta çok karanlık', 'otoparkta'],
    ['tr', 'otoparkın lambaları yanmıyor, her yer karanlık', 'otoparkın'],
  ),
  same(['ru', 'в туалете нет бумаги', 'в туалете'], ['ru', 'закончилась туалетная бумага в туалете', 'в туалете']),
  same(['hi', 'पार्किंग में बहुत अंधेरा है', 'पार्किंग'], ['hi', 'पार्किंग की लाइटें बंद हैं', 'पार्किंग']),
  same(
    ['nl', 'bij de fietsenstalling ligt glas', 'bij de fietsenstalling'],
    ['nl', 'glasscherven in de fietsenstalling', 'in de fietsenstalling'],
  ),
  same(['uk', 'у туалеті немає паперу', 'у туалеті'], ['uk', 'туалетний папір закінчився в туалеті', 'в туалеті']),
  same(['sv', 'någon har kräkts i hissen', 'i hissen'], ['sv', 'spyor i hissen, äckligt', 'i hissen']),
];
