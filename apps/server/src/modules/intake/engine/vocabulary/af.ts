import type { Vocabulary } from './vocabulary';

/** Afrikaans. */
export const af: Vocabulary = {
  places:
    'gang*, paadjie*, kamer*, vertrek*, kantoor*, kombuis*, saal, portaal*, voorportaal*, ontvangs*, ingang*, uitgang*, toilet*, badkamer*, kleedkamer*, personeelkamer*, kafeteria*, kantien*, kafee*, restaurant*, pakhuis*, stoorkamer*, laaibank*, parkeerterrein*, parkeerarea*, parkeergarage*, motorhuis*, trap*, trappe*, hysbak*, roltrap*, platform*, kasregister*, kassier*, toonbank*, rak*, vrieskas*, yskas*, kelder*, grondvloer*, eerste vloer, tweede vloer, verdieping*, vlak*, gebou*, vleuel*, tuin*, binnehof*, werf*, klaskamer*, saal*, afdeling*, vergaderkamer*, area*, sone*, stoep*, balkon*, dak*, paskamer*, apteek*, winkel*, sportveld*, rugbyveld*, sokkerveld*, krieketveld*, speelveld*, veld, velde, speelgrond*, speelpark*, speelplek*, lab, labs, laboratorium*, pad, paaie, hoofgebou*, skool*, kleuterskool*, kerk*, kapel*, hospitaal*, kliniek*, biblioteek*, hotel*, gastehuis*, lobby, foyer*, swembad*, gimnasium*, gym, stasie*, perron*, bushalte*, halte*, taxi rank, taxistaanplek*, lughawe*, terminaal*, winkelsentrum*, sentrum*, mall, food court, park, parke, parkie*, parkering*, parkeerplek*, sypaadjie*, straat, strate, agterplaas*, erf, erwe, terrein*, perseel*, kampus*, koshuis*, lokaal*, lesingsaal*, ouditorium*, sale, teater*, bioskoop*, kroeg*, spens*, solder*, braaiplek*, braai-area*, stort, storte, kleedkamers, waskamer*, teekamer*, wagkamer*, leeskamer*, vulstasie*, poskantoor*, tennisbaan*, tennisbane, strand*, vertreksaal*, aankomssaal*, trapportaal*, oprit*, loket*',
  surfaces: 'vloer, vloere, plafon*, muur, mure, deur*, venster*',
  near: 'langs, naby, agter, voor, oorkant, teenoor, buite, binne, by, onder, bo, tussen, rondom, uit die, reg voor, reg agter, reg langs, aan die agterkant van, aan die voorkant van, oor die hele',
  at: 'in, op',
  greetings: 'hallo, hi, goeiemôre, goeie môre, goeiemiddag, goeienaand, dag',
  corrections:
    'eintlik, nee, jammer, verskoon my, ek bedoel, ek het bedoel, regstelling, nie in, maar in, in plaas van',
  another: "ook, verder, nog 'n probleem, nog iets, iets anders",
  captions:
    "foto, fotos, foto's, prent, prente, beeld, beelde, skermskoot, nog 'n foto, nog een foto, nog 'n prent, nog een, nog 'n, hier is, hier is nog, aangeheg, sien aangeheg",
  critical:
    'vuur, brand*, vlam*, rook kom, rookwolk*, rookreuk, dik rook, baie rook, vol rook, rokerig*, gasreuk, ruik na gas, gaslek*, ontploffing*, ontplof*, bewusteloos*, flou geword, asem nie, asemhaal nie, ineengestort*, hartaanval*, elektriese skok, skok gekry, wapen*, mes, messe, pistool*, geweer*, bom*, koolstofmonoksied',
  high: 'bloed*, bloei*, beseer*, besering*, gewond*, kaal drade, blootgestelde drade, los drade, vonk*, oorstroom*, vloed*, dreig*, bedreig*, aanval*, aangeval*, geveg*, baklei*, geweld*, gewelddadig*, aggressief*, gebreekte glas, stukkende glas, glasskerwe, geval, vasgekeer*, vas in die hysbak, gevaar*, gevaarlik*, nood*',
  medium:
    'glad*, gegly, nat, gemors*, gestort*, plas, plasse, lek*, drup*, struikel*, los, ys, verstop*, geen water, nie water, geen warm water, geen krag, kragonderbreking*, beurtkrag, werk nie, stukkend*, gebreek*, rot, rotte, muis, muise, kakkerlak*, opgooi*, braaksel, oorvol*, verdag*, diefstal*, gesteel*, vandalisme*',
  benign:
    'nooduitgang*, nood uitgang*, noodbeligting*, noodlig*, noodligte, nooddeur*, noodtrap*, noodhulpkis*, noodhulp kis*, noodhulptrommel*, noodsaaklik*, noodwendig*, brandblusser*, blusser*, brandslang*, brandkombers*, brandalarm toets*, brandoefening*, branddeur*, brandtrap*, brandontsnapping*, brandkraan*, brandstof*, brandnuut*, brandkas*, brandewyn*, rookmelder*, rookalarm*, rookverklikker*, rookdetektor*, gasbottel* leeg, gasbottel* is leeg, leë gasbottel*, lee gasbottel*, gasbottel* omruil, gasbottel* vervang, nuwe gasbottel*, gassilinder* leeg, gas is op, gasrekening*, gasmeter* lees, gasstoof* wil nie aan nie, gasstoof* werk nie, gasstoof* steek nie aan nie, gasstoof* brand nie, steek nie aan nie, brand nie, brand nie meer nie, wil nie brand nie, lig brand, ligte brand, liggies brand, lamp brand, waterfontein*, drinkfontein*, waterverkoeler*, waterkoeler*, waterdispenser*, speelgoedgeweer*, speelgoedgewere, speelgoedpistool*, speelgoed geweer*, speelgoed pistool*, waterpistool*, plastiekgeweer*, plastiek geweer*, plastiekpistool*, speelgoedmes*, speelgoedwapen*, toy gun*, water gun*, nerf gun*, in elk geval, in enige geval, in geval van, in daardie geval, in hierdie geval, lekker*, propvol, steek die lig aan, steek jou kaart, steek die kaart, steekproef*, leë gassilinder*, lee gassilinder*, gassilinder* is leeg, gasfles* leeg, gasfles* is leeg, leë gasfles*, lee gasfles*, gasbottel* is klaar, gas rekening*, gasmeterlesing*, gasmeter lesing*, lees die gasmeter, mes in die wasbak, mes in die opwasbak, mes in die kombuiswasbak, messe in die wasbak, messe in die opwasbak, vuil mes*, vuil messe, mes in die sink, speelgoed rewolwer*, uitgangteken*, uitgang teken*, exit teken*, exit bord*, exit-teken*, exit lig*, exit-lig*, verlengkoord* oor die vloer, verlengkoord* lê oor die vloer, verlengkoord* dwarsoor die gang, koord oor die vloer, messe in die vertoonkas, mes* in die vertoonkas, mes* in die vertoonkaste, mes* op die rak, mes* te koop, die messe in die winkel, pryse by die messe, prys* van die messe, prys* van die mes, mes* sonder prys*, mes* het geen prys*, lasertag*, laser tag*, paintball geweer*, paintballgeweer*, waterpistole, plastiekgewere, plastiek pistool*, ontruimingsplan*, ontruiming plan*, evakuasieplan*, brandroete*, nooduitgangroete*, brandalarm* toets*, brandalarmtoets*, toets die brandalarm*, gasbottel* is uitverkoop, gasbottel* uitverkoop, gasbottel* op die rak, gassilinder* uitverkoop, gasverwarmer* is af, gasverwarmer* werk nie, gasverwarmer* wil nie aan nie, gasverwarmer* steek nie aan nie, stoof wil nie aan nie, stoof werk nie',
  categories: {
    CLEANING:
      'gemors*, gestort*, vuil*, vlek*, taai*, klewerig*, opgooi*, braaksel, plas, mop*, nat, glasskerwe, reuk*, stink*, skoonmaak*, skoon*, stof, modder',
    SECURITY:
      'verdag*, diefstal*, dief, diewe, gesteel*, inbraak*, ingebreek*, vandalisme*, graffiti, indringer*, geveg*, baklei*, aanval*, dreig*, wapen*, mes, slot, slotte, alarm*, sekuriteitskamera*, kamera*, sekuriteit*, wag*',
    WASTE_MANAGEMENT: 'vullisdrom*, asblik*, vullis*, rommel*, afval*, herwin*, oorvol*, gestort',
    MECHANICAL_ELECTRICAL:
      'lig, ligte, beligting*, gloeilamp*, lamp*, krag*, elektrisiteit*, elektries*, kragprop*, sok*, kabel*, draad, drade, verwarming*, verwarmer*, lugversorging*, ventilasie*, hysbak*, roltrap*, outomatiese deur*, yskas*, vrieskas*, geiser*, ketel*, kragopwekker*',
    PLUMBING:
      'lek*, pyp*, pype*, drein*, riool*, verstop*, spoel*, kraan*, krane*, geen water, warm water, toilet*, urinaal*, oorstroom*, drup*',
    PEST_CONTROL:
      'rot, rotte, muis, muise, knaagdier*, kakkerlak*, insek*, mier*, perdeby*, by, bye, duif, duiwe, voëls, weeluis*, vlooi*, vlieë, plaag*, uitwerpsels',
    GROUNDS_MAINTENANCE:
      'parkeerterrein*, slaggat*, gat, pad, paadjie*, sypaadjie*, gras, grasperk*, heining*, boom, bome, tak*, heining, sneeu, ys, tuin*, tuinmaak*',
    IT: 'wifi, internet*, netwerk*, kaartmasjien*, kaartleser*, betaalterminaal*, skerm*, rekenaar*, skootrekenaar*, drukker*, webwerf*, wagwoord*, skandeerder*',
    FEEDBACK:
      'kompliment*, klag*, kla, voorstel*, terugvoer*, onbeskof*, onvriendelik*, personeel*, werknemer*, kliëntediens*, klantediens*, tou*, wag, prys*, dankie',
  },
};
