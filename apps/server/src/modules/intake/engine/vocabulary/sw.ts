import type { Vocabulary } from './vocabulary';

/** Swahili. */
export const sw: Vocabulary = {
  places:
    'njia, chumba*, vyumba*, ofisi*, jiko, jikoni, ukumbi*, mapokezi, mlango wa kuingia, kuingilia, mlango wa kutokea, kutokea, choo*, vyoo*, bafu*, chumba cha kubadilisha, mgahawa*, kantini, ghala*, stoo, maegesho*, eneo la kuegesha, gereji*, ngazi, lifti*, eskaleta*, jukwaa*, kasha*, keshia, kaunta*, rafu*, friza*, jokofu*, friji*, chini ya ardhi, ghorofa ya chini, ghorofa ya kwanza, ghorofa ya pili, ghorofa*, jengo*, majengo*, bustani*, uwanja*, darasa*, madarasa*, wodi*, chumba cha mikutano, idara*, sehemu*, eneo*, roshani*, paa, duka*, maduka*, famasia*, maktaba*, hosteli*, hostel*, bweni*, mabweni*, korido*, koridoni, lobby*, parking*, packing, gate, geti*, lango*, malango*, stendi*, kituo cha mabasi, kituo cha daladala, kituo cha matatu, kituo cha mafuta, kituo cha polisi, kituo cha afya, kituoni, vituoni, sheli, petrol station, shule*, chekechea*, hospitali*, zahanati*, kliniki*, dispensari*, maabara*, sinema*, baa, baani, hoteli*, lodge*, gesti*, msikiti*, kanisa*, kanisani, soko*, sokoni, masoko*, barabara*, barabarani, mtaa*, mtaani, kiwanda*, kiwandani, viwanda*, gym, gymu, jim, bwawa la kuogelea, swimming pool, stadium*, stediamu*, kibanda*, vibanda*, apartment*, estate*, kampasi*, campus*, chuo*, chuoni, veranda*, baraza*, lift, escalator*, mlango wa kuwasili, mlango wa kuondoka, mlango mkuu, lango kuu, toilet*, msalani, reception*, supermarket*, benki*, posta*, cashier, food court, kantini*, migahawa*, hotelini, kumbi*, bafuni, stoo*, store, godown, ofisini, dukani, darasani, madarasani, wodini, uwanjani, bustanini, chumbani, ukumbini, nyumba*, jengoni, orofa*, lecture hall*, lecture room*, emergency, compound, kompaundi, kitalu*, bwalo*, bwaloni, njiani, daraja*, kivuko*, pwani*, ufukwe*, ufukweni, bandari*, bandarini, airport, terminal*, stesheni*, steshenini, treni*, daladala*, matatu, basini, mabasi*',
  surfaces: 'sakafu*, dari*, ukuta*, kuta*, mlango, milango, dirisha*, madirisha*',
  near: 'karibu na, kando ya, pembeni ya, nyuma ya, mbele ya, mkabala na, nje ya, ndani ya, chini ya, juu ya, kati ya, katikati ya, upande wa, kuelekea, pembeni mwa, ndani mwa, kandokando ya, mwishoni mwa, jirani na, pembezoni mwa, mwisho wa',
  at: 'katika, kwenye',
  greetings:
    'habari, hujambo, hamjambo, salamu, mambo, habari za asubuhi, habari za mchana, habari za jioni, shikamoo, jambo',
  corrections:
    'kwa kweli, hapana, siyo, si hivyo, samahani, nilimaanisha, namaanisha, marekebisho, si kwenye, bali, badala ya',
  another: 'pia, vilevile, tatizo lingine, jambo lingine, kitu kingine',
  captions:
    'picha, taswira, picha nyingine, picha moja zaidi, moja zaidi, nyingine tena, hii hapa, hizi hapa, hapa ni, nimeambatisha, natuma',
  critical:
    'moto mkubwa, kuna moto, moto umewaka, moto unawaka, umeshika moto, imeshika moto, limeshika moto, moto umeanza, inaungua, kinaungua, miali, moshi, harufu ya gesi, gesi inavuja, kuvuja kwa gesi, mlipuko*, imelipuka, amezimia, hana fahamu, amepoteza fahamu, hapumui, ameanguka ghafla, mshtuko wa moyo, shoti ya umeme, amepigwa shoti, silaha*, kisu, visu, bunduki*, bastola*, bomu*, monoksidi ya kaboni',
  high: 'damu, anavuja damu, kuvuja damu, majeraha, jeraha*, ameumia, kuumia, amejeruhiwa, waya wazi, nyaya wazi, nyaya zilizo wazi, cheche*, mafuriko*, tishio*, kutishia, anatishia, shambulio*, kushambulia, ameshambuliwa, ugomvi*, vurugu*, ghasia*, fujo, mkali, kioo kilichovunjika, vipande vya kioo, vioo vilivyovunjika, ameanguka, amekwama, amenaswa, hatari, dharura',
  medium:
    'utelezi, kuteleza, ameteleza, unyevu, majimaji, imemwagika, kumwagika, kidimbwi*, dimbwi*, kuvuja, inavuja, inadondoka, kujikwaa, legevu, barafu, imeziba, kuziba, hakuna maji, hakuna maji ya moto, hakuna umeme, umeme umekatika, haifanyi kazi, haifanyi, imeharibika, mbovu, imevunjika, panya, mende, matapishi, imejaa, inafurika, mtu anayeshukiwa, anayetiliwa shaka, wizi, imeibiwa, uharibifu',
  benign:
    "bunduki ya kuchezea, bunduki za kuchezea, bastola ya kuchezea, bastola za kuchezea, silaha ya kuchezea, silaha za kuchezea, kisu cha kuchezea, bunduki ya maji, bunduki za maji, bastola ya maji, bunduki ya plastiki, bunduki za plastiki, bastola ya plastiki, kisu cha plastiki, visu vya plastiki, bunduki ya watoto, bunduki ya mtoto, kisu na uma, visu na uma, uma na kisu, kizima moto, vizima moto, kizimamoto, vizimamoto, kifaa cha kuzima moto, vifaa vya kuzima moto, mlango wa dharura, milango ya dharura, njia ya dharura, njia za dharura, exit ya dharura, taa ya dharura, taa za dharura, kitambua moshi, vitambua moshi, kigunduzi cha moshi, vigunduzi vya moshi, king'ora cha moshi, kengele ya moshi, alarm ya moshi, detector ya moshi, zoezi la moto, mazoezi ya moto, gesi imeisha, gesi imekwisha, gesi iliisha, imeisha gesi, mtungi wa gesi umeisha, mtungi wa gesi umekwisha, mtungi wa gesi mtupu, kujaza gesi, kuongeza gesi, mtungi mpya wa gesi, hakuna gesi, bili ya gesi, dispenser ya maji, mashine ya maji, kisambaza maji, kisu kwenye sinki, kisu kwenye sinki la jikoni, visu kwenye sinki, kisu ndani ya sinki, kisu kichafu, visu vichafu, mtungi mtupu, mitungi mitupu, mtungi wa gas umeisha, gas imeisha, gas imekwisha, kubadilisha mtungi, kubadilisha mtungi wa gesi, bili ya gas, malipo ya gesi, ankara ya gesi, kusoma mita ya gesi, usomaji wa mita ya gesi, betri ya kengele ya moto, betri ya alarm ya moto, extension imepita, waya umepita njiani, waya imepita njiani, dispenser haina maji, dispenser imeisha maji, jua linawaka, jua kali linawaka, bunduki ya leza, bunduki za leza, laser tag, bunduki bandia, bastola bandia, silaha bandia, bunduki ya mchezo, bunduki ya maigizo, visu vya kuuza, visu vinauzwa, visu dukani, visu bila bei, kisu bila bei, mpango wa uokoaji, ramani ya uokoaji, ramani ya kutoroka, zoezi la dharura, majaribio ya kengele, kujaribu kengele, mtungi wa gesi unauzwa, mitungi ya gesi imeisha, gesi haipatikani, jiko la gesi halijawashwa, jiko la gesi halijawaka, jiko la gesi halifanyi kazi, jiko la gesi haliwaki, jiko la gesi limezimwa, jiko la gesi limezima, hita ya gesi imezimwa, hita ya gesi haifanyi kazi, hita ya gesi haiwaki, jiko la gesi halijawashwa, jiko la gesi halijawaka, jiko la gesi haliwaki, jiko la gesi haliwashi, jiko la gas halijawashwa, jiko la gas haliwaki",
  categories: {
    CLEANING:
      'imemwagika, kumwagika, chafu, uchafu, doa, madoa, kunata, matapishi, dimbwi*, deki, unyevu, vipande vya kioo, harufu*, inanuka, kunuka, usafi, kusafisha, safi, vumbi, tope, matope',
    SECURITY:
      'mtu anayeshukiwa, anayetiliwa shaka, wizi, mwizi, wezi, imeibiwa, kuvunja, uvamizi*, uharibifu, michoro ukutani, mvamizi*, ugomvi*, shambulio*, tishio*, silaha*, kisu, kufuli*, kengele ya hatari, kamera ya usalama, kamera*, mlinzi*, walinzi, usalama',
    WASTE_MANAGEMENT:
      'pipa la taka, mapipa ya taka, taka, takataka, uchafu, kuchakata, imejaa, inafurika, kutupa taka ovyo',
    MECHANICAL_ELECTRICAL:
      'taa, mwanga, balbu*, umeme*, soketi*, plagi*, waya*, nyaya*, kebo*, joto, hita*, radieta*, kiyoyozi*, viyoyozi*, hewa, uingizaji hewa, lifti*, eskaleta*, mlango wa otomatiki, friji*, jokofu*, friza*, boila*, jenereta*',
    PLUMBING:
      'kuvuja, inavuja, bomba*, mabomba*, mfereji*, maji taka, imeziba, kuziba, kuflashi, koki*, hakuna maji, maji ya moto, choo*, vyoo*, mkojo, mafuriko*, inadondoka',
    PEST_CONTROL:
      'panya, mende, wadudu, mdudu, sisimizi, siafu, nyigu, nyuki, njiwa, ndege, kunguni, viroboto, nzi, inzi, waharibifu, kinyesi',
    GROUNDS_MAINTENANCE:
      'maegesho*, shimo*, mashimo*, njia ya miguu, kijia*, barabara ya waenda kwa miguu, nyasi*, majani, ua, uzio*, mti, miti, tawi*, matawi, theluji, barafu, bustani*, mandhari',
    IT: 'wifi, intaneti*, mtandao*, mashine ya kadi, kisoma kadi, skrini*, kompyuta*, kompyuta mpakato, laptop, printa*, tovuti*, nenosiri*, neno la siri, skana*',
    FEEDBACK:
      'pongezi, kusifu, malalamiko, kulalamika, pendekezo*, mapendekezo, maoni, mkorofi, hana adabu, si mkarimu, wafanyakazi, mfanyakazi, mhudumu*, huduma*, foleni, kusubiri, bei, asante',
  },
};
