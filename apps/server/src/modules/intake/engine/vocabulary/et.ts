import type { Vocabulary } from './vocabulary';

/** Estonian. */
export const et: Vocabulary = {
  places:
    'vahekäik*, tuba, toa*, ruum*, kontor*, köök*, köögi*, koridor*, fuajee*, vastuvõtt*, sissepääs*, väljapääs*, tualett*, wc, vannituba*, riietusruum*, söökla*, kohvik*, restoran*, ladu, lao*, parkla*, parkimis*, garaaž*, trepp*, trepi*, lift*, eskalaator*, perroon*, kassa*, lett*, riiul*, sügavkülm*, külmik*, kelder*, korrus*, hoone*, tiib, tiiva*, aed, aia*, hoov*, klass*, osakond*, tsoon*, terrass*, rõdu*, katus*, proovikabiin*, apteek*, pood*, bussijaam*, jaam*, duširuum*, raamatukogu*, park, pargis, pargi*, koosolekuruum*, ootesaal*, ooteruum*, mänguväljak*, arvutiklass*, serveriruum*, lugemissaal*, kaubanduskeskus*, kohvinurga*, ristmik*, jõusaal*, garderoob*, pesuruum*, bussipeatus*, peatus*, ootekoda*, ootekoja*, kool*, haigla*, pagasilint*, pagasilindi*, suitsetamisala*, suitsetamisruum*, ooteala*, telkimisala*, mänguala*, puhkeala*, laadimisala*, lasteala*, peatrepp*, peatrepi*, kergliiklustee*, jalgtee*, vastuvõtu*, naabertuba*, naabertoa*, hotellituba*, hotellitoa*, magamistuba*, magamistoa*, tantsupõrand*, tantsusaal*, saal, saali*, lastenurk*, lastenurga*, nurgas, nurgal, maja, majas, majja, majast, majale, majal, majade, jäätmemaja*, katlamaja*, katlaruum*, kortermaja*, rahvamaja*, kultuurimaja*, spordihoone*, rand, ranna*, väljak*, valjak*, spordiväljak*, staadion*, saun, sauna*, peenar, peenra*, lillepeenar*, lillepeenra*, apteegi*, spaa*, lennujaam*, kino*, teater, teatri*, tualeti*, võimla*, spordisaal*, osakonna*, sild, silla*, muuseum*, kirik*, kabel*, kalmistu*, surnuaed, surnuaia*, postkontor*, hotell*, hostel*, motell*, lobby, baar*, pubi*, bussis, rongis, vagun*, kaubamaja*, kaubanduskeskuse*, supermarket*, turg, turu*, kauplus*, poes, poest, lasteaed*, lasteaia*, klassiruum*, aula*, auditoorium*, labor*, töökoda*, töökoja*, trepikoda*, trepikoja*, esik*, bassein*, ujula*, veekeskus*, spordiklubi*, parkimismaja*, tänav*, sadam*, emo, polikliinik*, kliinik*, palat*, kabinet*, kabineti*, leti*, külmlett*, külmleti*, pööning*, keldri*, õues, õuel, metsarada*, matkarada*, terviserada*, rada, rajal, rajale, saalis, koolimaja*, ühiselamu*, tuppa, toas, koridoris, ooteruumi*, laua all, laua alla, laua alt, laua peal, laua taga, laudade all, kraanikausi all, kraanikausi alt, kraanikausi juures, vetsud*, vetsus, vetsudes, vetsust, vetsu juures, duššides, duššis, dušis, dušširuum*, kõnniteel*, kõnniteelt, kõnniteele, väravas, värava juures, värava ees, väravast, väravasse, väravate, trammis, trammist, trammipeatus*, lennujaama terminal*',
  surfaces: 'põrand*, lagi, lae*, sein*, uks*, ukse*, aken, akna*',
  near: 'kõrval, lähedal, juures, taga, ees, vastas, väljas, sees',
  at: '',
  greetings: 'hei, tere, tervist, tere hommikust, tere päevast, tere õhtust',
  corrections: 'tegelikult, ei, vabandust, mõtlesin, pidasin silmas, parandus, mitte, vaid, asemel',
  another: 'ka, veel, teine probleem, lisaks',
  captions:
    'foto, fotod, fotot, pilt, pildid, pilti, pildi, kuvatõmmis, ekraanipilt, veel üks, üks veel, veel üks pilt, veel üks foto, siin on, siin see on, manuses, saadan',
  critical:
    'tuli on lahti, tules, leekides, tulekahju*, põleb, leek*, suits*, gaasi lõhn*, lõhnab gaasi järele, gaasileke, plahvatus*, teadvuseta, kaotas teadvuse, ei hinga, kollaps*, infarkt*, elektrilöök*, relv*, nuga, noa*, püstol*, pomm*, vingugaas*',
  high: 'veri, vere*, veritse*, vigastu*, vigastat*, haavat*, paljad juhtmed, lahtised juhtmed, säde*, üleujutus*, uputus*, ähvard*, rünna*, rünnak*, kaklus*, vägivald*, agressiiv*, katkine klaas, klaasikillud, killud, kukkus, lõksus, kinni jäänud, ohtlik*, oht, hädaolukord*',
  medium:
    'libe*, märg*, märja*, maha loksunud, loik*, leke*, leki*, tilgub, komista*, lahti*, jää, jäi*, ummistu*, umbes, pole vett, pole sooja vett, pole voolu, voolukatkestus*, ei tööta, katki, rikkis, rott*, hiir*, prussak*, okse*, ülerahvastat*, täis, kahtlas*, varg*, varas*, varastat*, vandaal*',
  benign:
    'mängupüss*, mängu püss*, mängurelv*, mängu relv*, mängupüstol*, mängu püstol*, veepüss*, vee püss*, veepüstol*, vesipüstol*, plastpüstol*, plastmasspüstol*, plastmass* püstol*, plastik* püstol*, plastmass* relv*, plastik* relv*, plastnuga, plastnoad, noad ja kahvlid, kahvlid ja noad, nuga ja kahvel, kahvel ja nuga, liimipüstol*, gaas on otsas, gaas otsas, gaas sai otsa, gaas lõppes, gaasi pole, gaasi ei ole, gaasi ei tule, gaasiballoon* tühi, gaasiballoon on tühi, tühi gaasiballoon, gaasi arve*, gaasiarve*, gaasi hind*, gaasi näit*, gaasiarvesti näit*, suitsuandur*, suitsuanduri*, suitsuhäire*, suitsuteavitaja*, suitset*, suitsuvorst*, suitsukala*, suitsutatud*, suitsusaun*, suitsuvaba*, tulekahjuandur*, tulekahjuohutus*, tuleohutus*, tulekahjuhäire test*, tulekahjuhäire proov*, tuletõkkeuks*, tulekustuti*, varuväljapääs*, avariiväljapääs*, evakuatsioonipääs*, lamp põleb, märgutuli põleb, valgus põleb, veeautomaat*, veeautomaadi*, joogiautomaat*, tühi balloon, tühjad balloonid, tühi gaasipudel, gaasipudel on tühi, balloon on tühi, ballooni vahetus, gaasiballooni vahetus, must nuga, mustad noad, musta noa, räpane nuga, räpase noa, määrdunud nuga, määrdunud noa, nuga kraanikausis, noad kraanikausis, kraanikausis nuga, kraanikausis on nuga, nuga valamus, noad valamus, valamus nuga, valamus on nuga, noa kraanikaussi, noa valamusse, nuga nõudepesumasinas, kustuti*, väljapääsu silt*, väljapääsu märk*, väljapääsusilt*, exit-silt*, exit silt*, pikendusjuhe üle põranda, juhe üle põranda, vinguanduri patarei*, co anduri patarei*, gaasimõõtja näit*, laserpüstol*, lasertag*, laser tag*, rekvisiit*, teatrirelv*, relvamulaaž*, mulaaž*, võltspüstol*, võltsrelv*, noad vitriinis, noad müügil, noad letil, noad riiulil, noad ilma hinnata, noad on ilma hinnata, noakomplekt*, noaplokk*, evakuatsiooniplaan*, evakuatsiooniskeem*, evakuatsioonitee*, evakueerimisplaan*, päästeplaan*, tulekahjuhäire testi*, tulekahjuhäiret testiti, testisid tulekahjuhäiret, testiti tulekahjuhäiret, häire testimine, tuletõrjeõppus*, evakuatsiooniõppus*, õppehäire*, gaasisoojendi ei sütti, gaasisoojendi on väljas, gaasisoojendi ei lähe käima, gaasipliit ei sütti, gaasipliit ei lähe põlema, põleti ei sütti, põleti ei lähe põlema, gaasiballoonid on otsas, gaasiballoonid otsas, gaasiballoonid välja müüdud',
  categories: {
    CLEANING:
      'maha loksunud, must*, mustus*, plekk*, pleki*, kleepuv*, okse*, loik*, mopp*, märg*, killud, hais*, lõhn*, korista*, puhast*, tolm*, pori*',
    SECURITY:
      'kahtlas*, varg*, varas*, varastat*, sissemurd*, vandaal*, grafiti, sissetung*, kaklus*, rünna*, ähvard*, relv*, nuga, lukk*, luku*, alarm*, häire*, kaamera*, turva*',
    WASTE_MANAGEMENT: 'prügikast*, prügi*, jäätme*, taaskasut*, sorteer*, ülevoolav*, täis, prügila*',
    MECHANICAL_ELECTRICAL:
      'tuli, tule*, valgus*, pirn*, lamp*, elekter*, elektri*, pistikupesa*, juhe*, juhtme*, kaabel*, küte*, kütte*, radiaator*, kliima*, ventilatsioon*, lift*, eskalaator*, automaatuks*, külmik*, sügavkülm*, katel*, katla*, generaator*',
    PLUMBING:
      'leke*, leki*, toru*, äravool*, ummistu*, loputus*, kraan*, pole vett, sooja vett, kuuma vett, wc-pott*, tualett*, pissuaar*, üleujutus*, tilgub, kanalisatsioon*',
    PEST_CONTROL:
      'rott*, hiir*, näriline*, prussak*, putuk*, sipelga*, herilane*, mesilas*, tuvi*, lind*, linnud, lutika*, kirp*, kärbsed, kahjur*, väljaheide*',
    GROUNDS_MAINTENANCE:
      'parkla*, auk, augud, löökaug*, rada, raja*, kõnnitee*, muru*, hekk*, puu, puud, piire*, aed, tara*, lumi, lume*, jää, jäi*, haljastus*',
    IT: 'wifi, internet*, võrk*, võrgu*, terminal*, kaardilugeja*, ekraan*, monitor*, arvuti*, sülearvuti*, printer*, veebileht*, parool*, skänner*',
    FEEDBACK:
      'kiitus*, kaebus*, kaeba*, ettepanek*, tagasiside, ebaviisakas, ebaviisak*, ebasõbralik*, personal*, töötaja*, teenindus*, järjekord*, oota*, hind*, aitäh',
  },
};
