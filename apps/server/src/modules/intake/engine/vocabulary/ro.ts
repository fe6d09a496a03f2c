import type { Vocabulary } from './vocabulary';

/** Romanian. */
export const ro: Vocabulary = {
  places:
    'culoar*, rând*, raion*, cameră, camera, camere, birou*, bucătări*, hol*, recepți*, intrare*, ieșire*, toaletă, toaleta, toalete, wc, baie, băi, vestiar*, cantină, cantina, cafenea*, restaurant*, depozit*, rampă, parcare*, garaj*, scar*, lift*, scară rulantă, peron*, casă de marcat, casa, case, tejghea*, raft*, congelator*, frigider*, subsol*, parter*, etaj*, nivel*, clădir*, aripa, aripă, grădin*, curte*, sal* de clasă, clas*, secți*, zon*, teras*, balcon*, acoperiș*, cabină de probă, farmaci*, magazin*',
  surfaces: 'podea*, pardoseal*, tavan*, perete*, pereți, ușă, ușa, uși, fereastr*, ferestre',
  near: 'lângă, aproape de, în spatele, în fața, în fata, vizavi de, afară, înăuntru',
  at: 'în, la, pe',
  greetings: 'bună, salut, bună ziua, bună dimineața, bună seara, hei',
  corrections: 'de fapt, nu, scuze, îmi pare rău, voiam să spun, am vrut să spun, corectare, nu în, ci în, în loc de',
  another: 'de asemenea, și, încă ceva, altă problemă, în plus',
  captions:
    'poză, poza, poze, pozele, fotografie, fotografia, fotografii, imagine, imaginea, imagini, captură de ecran, încă o poză, încă o fotografie, încă una, încă o, iată, uite, atașez, atașat, trimit',
  critical:
    'foc, incendiu*, arde, flăcări, flacără, fum, miros de gaz, miroase a gaz, scurgere de gaz, explozi*, inconștient*, și-a pierdut cunoștința, leșinat*, nu respiră, s-a prăbușit, infarct, atac de cord, electrocut*, șoc electric, armă, arme, cuțit*, pistol*, bombă, monoxid de carbon',
  high: 'sânge, sângere*, rănit*, rană, răni, accidentat*, fire expuse, fire descoperite, cabluri expuse, scânte*, inundați*, inundat*, amenin*, atac*, agresat*, agresiun*, bătai*, violen*, agresiv*, sticlă spartă, cioburi, geam spart, a căzut, căzut*, blocat în, prins în, pericol*, periculos*, urgență',
  medium:
    'alunecos*, ud, udă, ude, vărsat*, băltoacă*, bălt*, scurgere*, curge, picură, împiedic*, slăbit*, gheață, polei, înfundat*, nu e apă, nu este apă, nu e apă caldă, nu e curent, pană de curent, nu funcționează, nu merge, stricat*, spart*, defect*, șobolan*, șoareci, șoarece, gândac*, vomă, vomit*, plin*, supraplin*, suspect*, furt*, furat*, vandalism',
  benign:
    'detector de fum, detectorul de fum, detectoare de fum, detectoarele de fum, senzor de fum, senzorul de fum, senzori de fum, alarma de fum, alarmă de fum, detector de incendiu, detectorul de incendiu, fum de țigară, fum de tigara, fumul de țigară, fumul de tigara, mașină de fum, pistol de jucărie, pistol de jucarie, pistolul de jucărie, pistolul de jucarie, pistoale de jucărie, pistoale de jucarie, pistol cu apă, pistol cu apa, pistolul cu apă, pistolul cu apa, pistoale cu apă, pistoale cu apa, pistol de plastic, pistolul de plastic, armă de jucărie, arma de jucarie, arme de jucărie, pistol de lipit, pistolul de lipit, pistol cu silicon, pistol de silicon, pistol de vopsit, pistolul de la pompă, pistolul de la pompa, factura de gaz, facturi de gaz, factura la gaz, facturi la gaz, factura gaz, factura pe gaz, facturile de gaz, facturile la gaz, citirea contorului de gaz, citire contor gaz, citirea gazului, index gaz, indexul la gaz, indexul de gaz, butelie de gaz goală, butelie de gaz goala, butelia de gaz e goală, butelia de gaz e goala, butelia de gaz s-a terminat, s-a terminat gazul, s-a terminat gazul din butelie, butelia s-a golit, schimbat butelia de gaz, schimba butelia de gaz, apă cu gaz, apa cu gaz, apă fără gaz, apa fara gaz, fără gaz, fara gaz, centrala pe gaz, centrală pe gaz, aragaz pe gaz, ieșirea de incendiu, iesirea de incendiu, ieșire de incendiu, iesire de incendiu, ieșiri de incendiu, iesiri de incendiu, ieșirile de incendiu, iesirile de incendiu, scara de incendiu, scară de incendiu, scări de incendiu, ușa de incendiu, usa de incendiu, ușă de incendiu, usa la incendiu, stingător de incendiu, stingator de incendiu, stingătorul de incendiu, stingatorul de incendiu, stingătoare de incendiu, stingatoare de incendiu, hidrant de incendiu, exercițiu de incendiu, exercitiu de incendiu, simulare de incendiu, simulare incendiu, ieșire de urgență, iesire de urgenta, ieșirea de urgență, iesirea de urgenta, ieșiri de urgență, iesiri de urgenta, ieșirile de urgență, iesirile de urgenta, lumina de urgență, lumina de urgenta, luminile de urgență, luminile de urgenta, iluminat de urgență, iluminatul de urgență, iluminat de urgenta, usa de urgenta, ușa de urgență, arde lumina, lumina arde, ard luminile, luminile ard, arde becul, becul arde, dozator de apă, dozator de apa, dozatorul de apă, dozatorul de apa, dozatoare de apă, automat de apă, automatul de apă, bidon de apă, bidonul de apă, cuțit în chiuvetă, cutit in chiuveta, cuțitul în chiuvetă, cutitul in chiuveta, cuțite în chiuvetă, cutite in chiuveta, cuțit murdar, cutit murdar, cuțite murdare, cutite murdare, cuțitul murdar, cutitul murdar, bateria alarmei de incendiu, bateria de la alarma de incendiu, extinctor* de incendiu, extinctor* la incendiu, butelia e goală, butelia e goala, butelie goală, butelie goala, butelia goală, butelia goala, butelii goale, s-a terminat butelia, schimbat butelia, schimbăm butelia, schimbam butelia, factura la gaze, factura de gaze, facturile la gaze, citirea gazului la contor, citire gaz, prelungitor* întins, prelungitor* intins, prelungitor* pe hol, prelungitor* de-a curmezișul, prelungitor* de-a curmezisul, cablu întins pe hol, cablu intins pe hol, bidonul e gol, bidonul de apă e gol, bidonul de apa e gol, dozatorul e gol, automatul de apă e gol',
  categories: {
    CLEANING:
      'vărsat*, murdar*, murdărie, pat*, lipicios*, vomă, vomit*, băltoacă*, mop*, ud, cioburi, miros*, pute, curățen*, curăț*, praf*, noroi*',
    SECURITY:
      'suspect*, furt*, hoț*, furat*, spargere*, vandalism, graffiti, intrus*, bătai*, atac*, amenin*, armă, arme, cuțit*, încuietoare*, yală*, alarm*, cameră de supraveghere, camere de supraveghere, pază, securitate',
    WASTE_MANAGEMENT: 'coș de gunoi, coșul de gunoi, tomberon*, gunoi*, deșeu*, deșeuri, recicla*, plin*, debordează',
    MECHANICAL_ELECTRICAL:
      'lumin*, iluminat*, bec*, lamp*, curent*, electric*, priz*, cablu*, fire, încălzire*, calorifer*, radiator*, aer condiționat, ventilați*, lift*, scară rulantă, ușă automată, frigider*, congelator*, centrală*, boiler*, generator*',
    PLUMBING:
      'scurgere*, curge, țeav*, conduct*, canal*, scurgerea, înfundat*, rezervor*, robinet*, nu e apă, apă caldă, apa caldă, toalet*, vas de toaletă, pisoar*, inundați*, picură',
    PEST_CONTROL:
      'șobolan*, șoarec*, rozătoare, gândac*, insect*, furnic*, viesp*, albin*, porumbe*, păsări, ploșnițe, purici, muște, dăunători',
    GROUNDS_MAINTENANCE:
      'parcare*, groap*, gropi, alee*, trotuar*, gazon*, iarb*, gard viu, copac*, pom*, gard*, zăpadă, gheață, polei, grădin*, spații verzi',
    IT: 'wifi, internet*, rețea, terminal*, POS, cititor de carduri, ecran*, monitor*, calculator*, computer*, laptop*, imprimant*, site*, parolă, scaner*, casă self-service',
    FEEDBACK:
      'lauda*, laudă, plânger*, reclamați*, sugesti*, părere, feedback, nepoliticos*, nepoliticoasă, nepoliticoși, personal*, angajat*, servicii clienți, coadă, cozi, așteptare, preț*, mulțumesc',
  },
};
