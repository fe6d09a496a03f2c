import type { Vocabulary } from './vocabulary';

/** Māori. */
export const mi: Vocabulary = {
  places:
    'huarahi, rūma, ruma, tari, kīhini, kauhanga, rūma nui, whakaurunga, tomokanga, putanga, wharepaku, wharepaku, rūma horoi, kaukau, rūma kai, wharekai, toa kawhe, whare putunga, rokiroki, papa waka, wāhi tū waka, whare waka, arawhata, ararewa, arawhata neke, papa tiriti, kaute, whata, pouaka whakamātao, pouaka tio, papa o raro, papa tuatahi, papa tuarua, papa, whare, parirau, māra, mara, marae ātea, iāri, akomanga, wāri, rūma hui, wāhanga, rohe, wāhi, whakamahau, tuanui, toa rongoā, toa, hokomaha, wharepaku tāne, wharepaku wahine, whare paku, taunga rererangi, taunga waka rererangi, taunga pahi, tūnga pahi, tunga pahi, teihana, teihana tereina, teihana pahi, tūnga waka, papa whutupōro, papa whutuporo, papa tākaro, papa takaro, papa rēhia, papa rehia, papa hākinakina, tari ohotata, wāhanga ohotata, hōhipera, hohipera, kura, kura tuatahi, kura tuarua, whare kura, whare wānanga, whare pukapuka, whare taonga, whare karakia, whare hui, wharenui, whare tapere, whare pikitia, whare takaro, whare hākinakina, whare moe, whare noho, rūma moe, ruma moe, rūma noho, rūma tatari, ruma tatari, rūma ako, rūma kaiako, rūma kākahu, rūma horoi ringa, kāuta, kauta, mahau, ara hīkoi, ara hikoi, ara paihikara, rori, tiriti, puna kaukau, wai kaukau, tātahi, tatahi, ngahere, rampa, rampa waka, marae, ed, emergency, emergency department, kitchen, bathroom, toilet, toilets, loo, office, carpark, car park, parking, playground, library, gym, pool, swimming pool, hall, stage, hut, bach, hostel, motel, hotel, footpath, boardwalk, interchange, bus stop, bus shelter, train station, station, platform, shower, showers, shower block, ablution block, toilet block, changing room, changing rooms, classroom, staffroom, lobby, reception, foyer, corridor, hallway, stairs, stairwell, escalator, supermarket, mall, food court, cafe, café, pub, school, hospital, clinic, pharmacy, church, field, beach, wharf, jetty, boat ramp, bridge, underpass, skatepark, park, reserve, campground, campsite, waiting room, dining room, lounge, deck, garage, shed',
  surfaces: 'papa o te rūma, tuanui o roto, pātū, pakitara, kuaha, tatau, matapihi, wini',
  near: 'i te taha o, tata ki, i muri i, i mua i, i waho o, i roto i, i te taha',
  at: 'i, kei, ki',
  greetings: 'kia ora, tēnā koe, tēnā koutou, mōrena, ata mārie, kia ora koe',
  corrections: 'ko te mea kē, kāo, kao, aroha mai, taku tikanga, whakatika, ehara i, engari, hei utu mō',
  another: 'anō hoki, hoki, tētahi atu raru, tētahi atu mea, he mea anō',
  captions:
    'whakaahua, pikitia, atahanga, tētahi atu whakaahua, tētahi atu pikitia, tētahi atu, anei he whakaahua, anei, kua tāpirihia, ka tukuna',
  critical:
    'ahi, kā ana te ahi, e kā ana, mura, auahi, kakara penehīni, kakara hau, turuturu hau, pahū, pahūtanga, kua hemo, kāore i te mōhio, kua mate rikiriki, kāore e hā ana, kua hinga, mate manawa, hiko whiu, kua whiua e te hiko, patu, rākau patu, naihi, māripi, pū, pū ringa, poma, waro monokiha',
  high: 'toto, e rere ana te toto, whara, kua whara, taotū, wāea tahanga, waea tahanga, waea kua kitea, korakora, waipuke, kua waipuke, whakawehi, whakatuma, huaki, kua huakina, whawhai, tūkino, tutū, riri, karaehe pakaru, maramara karaehe, kua taka, kua hinga ki raro, kua mau, kua raru, mōrearea, morearea, ohotata',
  medium:
    'māhekeheke, pahekeheke, mākū, kua maringi, maringi, hōpua wai, turuturu, e turuturu ana, tūtuki, tāwatawata, hukapapa, kua pūrua, kua kati, kāore he wai, kāore he wai wera, kāore he hiko, kua motu te hiko, kāore e mahi ana, kua pakaru, pakaru, kiore, kokoroihe, ruaki, kua kī, kua pupū, whakapae, tāhae, kua tāhaetia, whakangaro',
  benign:
    'pātara gas kau, patara gas kau, pātara kapuni kau, patara kapuni kau, pātara haurehu kau, patara haurehu kau, pātene o te umu kapuni, patene o te umu kapuni, pātene o te umu, patene o te umu, whakaoho auahi, whakaoho ahi, pūhiko o te whakaoho, puhiko o te whakaoho, pū tākaro, pu takaro, pū takaro, pū wai, pu wai, pū kirihou, pu kirihou, naihi kirihou, māripi kirihou, maripi kirihou, nā wai, na wai, ko wai, mā wai, ma wai, nō wai, no wai, putanga ahi, tohu putanga ahi, kuaha ahi, kūaha ahi, tatau ahi, patu ahi, pātuahi, patuahi, pūoho auahi, puoho auahi, pūoko auahi, whakaharatau ahi, putanga ohotata, rama ohotata, kua pau te haurehu, pau te haurehu, kua pau te kapuni, pau te kapuni, kua pau te gas, pire haurehu, pire kapuni, pire hiko, kāore he hiko, kaore he hiko, kua motu te hiko, kua weto te hiko, pūrere wai, purere wai, pātara gas kau, patara gas kau, pātara kapuni kau, patara kapuni kau, pātara haurehu kau, patara haurehu kau, kau te pātara, kau te patara, pātara kau, patara kau, gas bottle kau, empty gas bottle, pau te gas, pire gas, gas bill, mita gas, mita kapuni, mita haurehu, pānui mita, panui mita, alarm auahi, alarm ahi, smoke alarm*, auahi alarm, pūoho ahi, puoho ahi, whakakapi te pākahiko, whakakapi te pakahiko, pākahiko hou, pakahiko hou, naihi i waiho, māripi i waiho, maripi i waiho, naihi kei te puna horoi, naihi i te puna horoi, naihi ki te puna horoi, naihi i roto i te puna horoi, naihi i te sink, naihi kei te sink, naihi ki te sink, naihi paru, māripi paru, maripi paru, kua pahemo te rā, tohu putanga, exit sign*, taura whakaroa i runga i te papa, water cooler*, waea hiko tawhito, waea hiko kua weto, waea hiko kāore i te whakamahia, pū kēmu, pu kemu, laser tag, pū taiaho, pu taiaho, pū laser, pū whakaari, pu whakaari, prop gun*, toy gun*, water pistol*, naihi hoko, naihi mō te hoko, naihi mo te hoko, naihi kāore he utu, mahere putanga ahi, mahere whakarere, mahere rerenga, whakamātautau pūoho ahi, whakamatautau puoho ahi, whakamātautau alarm, fire drill, hita kua weto, hita kapuni kua weto, kāore te hita e kā, kaore te hita e ka, kāore e kā te hita, kaore e ka te hita, paoa hikareti, auahi hikareti',
  categories: {
    CLEANING:
      'kua maringi, paru, poke, tongi, piri, ruaki, hōpua wai, muku, mākū, maramara karaehe, haunga, piro, horoi, mā, puehu, paru oneone',
    SECURITY:
      'whakapae, tāhae, kaitāhae, kua tāhaetia, urutomo, whakangaro, tuhituhi pātū, tangata tauhou, whawhai, huaki, whakawehi, patu, naihi, raka, whakaoho, kāmera haumaru, kāmera, kaitiaki haumaru, haumaru, haumarutanga',
    WASTE_MANAGEMENT: 'ipu para, para, parapara, tukurua, kua kī, kua pupū',
    MECHANICAL_ELECTRICAL:
      'rama, mārama, marama, pūrama, hiko, kōhao hiko, waea hiko, taura hiko, whakamahana, pāmahana, whakamātao hau, haurangi, ararewa, arawhata neke, kuaha aunoa, pouaka whakamātao, pouaka tio, kōhua, pūhiko',
    PLUMBING:
      'turuturu, e turuturu ana, paipa, putanga wai, waikeri, kua pūrua, tuku wai, kōrere, kāore he wai, wai wera, wharepaku, heketua, waipuke',
    PEST_CONTROL:
      'kiore, kiore nui, kokoroihe, pepeke, popokorua, wāpi, pī, kererū, manu, kutu moenga, puruhi, ngaro, riha, tūtae',
    GROUNDS_MAINTENANCE:
      'papa waka, poka, rua, ara hīkoi, huarahi hīkoi, pātītī, tarutaru, taiepa rākau, rākau, peka, taiapa, hukarere, hukapapa, māra, mara',
    IT: 'wifi, ipurangi, whatunga, pūrere kāri, pānui kāri, mata, rorohiko, rorohiko pōnaho, pūreretā, paetukutuku, kupuhipa, matawai',
    FEEDBACK:
      'mihi, amuamu, whakapae amuamu, whakaaro, tūtohu, kōrero urupare, whakahīhī, kino te whanonga, kaimahi, ratonga, rārangi, tatari, utu, ngā mihi',
  },
};
